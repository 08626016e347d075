import type { OpenAPIHono } from "@hono/zod-openapi";
import { API_KEY_PREFIX } from "../../../contracts/api-keys";
import type { AppEnv } from "../../context";

const DESCRIPTION = `The API the ListingLift web app uses, open to your own tools with the same credits.

**Authentication.** Send \`Authorization: Bearer <API key>\` (keys start with \`${API_KEY_PREFIX}\`; create them on the API
Dashboard), or call from a signed-in browser with its session cookie. A key acts as its user, except that keys cannot
create or revoke keys and never reach the admin endpoints (403). An unknown or revoked key is refused with 401
\`invalid_api_key\`. Each operation names who may call it in \`x-access\`: \`public\`, \`signedIn\` (a session or a key),
\`sessionOnly\` (a session, never a key) or \`admin\` (an administrator's session). A caller who may not call an
operation is refused (401 or 403) before its body is read.

**Errors** are always \`{ "error": { "code", "message" } }\` with a stable \`code\` (\`validation_failed\`, \`unauthorized\`,
\`invalid_api_key\`, \`forbidden\`, \`not_found\`, \`insufficient_credits\`, \`rate_limited\`, …) and a message you may show
to a person as it is.

**Rate limits.** Each API key may make a fixed number of requests a minute (\`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\`,
\`X-RateLimit-Reset\` on every answer); beyond it, 429 \`rate_limited\` with \`Retry-After\` in seconds. The grader has its
own limit of 3 analyses an hour.

**Lists** take \`?page=1&pageSize=20\` and answer \`{ items, page, pageSize, total }\`, newest first.

**Idempotency.** Paid POSTs take an \`Idempotency-Key\` header (a UUID): a retry with the same key and body within 24 hours
gets the first answer again, with \`Idempotent-Replayed: true\`, and is never charged twice.`;

export const API_TAGS = [
  { name: "Account", description: "Who you are, your balances and plan" },
  { name: "Grader", description: "Listing-quality scores from a marketplace URL, pasted text or a listing" },
  { name: "Listings", description: "Listings the writer wrote, and listings read from a marketplace URL" },
  { name: "Homes", description: "Your homes, each kept once: the facts its listings are written from, its listings, its score over time" },
  { name: "Bulk", description: "Many listings from one CSV file, written in the background" },
  { name: "Captions", description: "Photo captions, alt text and the photo audit (1 caption credit per photo captioned)" },
  { name: "Billing", description: "Credit packs and the Launch Special" },
  { name: "Credits", description: "Your credit ledger" },
  { name: "API keys", description: "Keys for your own tools, and what they used" },
  { name: "Admin", description: "Administrators only, signed in with a session" },
  { name: "Markets", description: "Inside Airbnb cities loaded on this server (CC BY 4.0): evidence and comparable homes" },
  { name: "Analytics", description: "Page views" },
  { name: "Support", description: "Messages to support" },
  { name: "Meta", description: "This document" },
];

/** The security schemes every operation may use: an API key as a bearer token, or the web app's session cookie. */
export function registerSecuritySchemes(router: OpenAPIHono<AppEnv>): void {
  router.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    bearerFormat: `${API_KEY_PREFIX}…`,
    description: "An API key from the API Dashboard",
  });
  router.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "The web app's session (httpOnly cookie set at sign-in; `__Secure-` prefixed over https)",
  });
}

/** The document's top level: info, the server, tags, and "an API key or a session, where the operation needs one". */
export function describeApi(baseUrl: string) {
  return {
    openapi: "3.1.0",
    info: { title: "ListingLift API", version: "1.0.0", description: DESCRIPTION },
    servers: [{ url: `${baseUrl}/api/v1`, description: "This server" }],
    tags: API_TAGS,
    security: [{ apiKey: [] }, { session: [] }, {}] as Record<string, string[]>[],
  };
}
