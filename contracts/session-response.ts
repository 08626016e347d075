import type { SessionResponse, SignInProvider, Viewer } from "./session";

/**
 * A zod-free reader of GET /session's answer for the browser: every page asks for the session, and this keeps zod out
 * of the pages that need nothing else from it (the home page's size budget). It accepts exactly what
 * sessionResponseSchema accepts (a test holds the two together) and throws on anything else.
 */
const ROLES: ReadonlySet<string> = new Set(["user", "admin"]);
const PROVIDERS: ReadonlySet<string> = new Set(["google", "oidc"]);

export class SessionResponseError extends Error {
  constructor(what: string) {
    super(`The session answer is not valid: ${what}`);
    this.name = "SessionResponseError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readViewer(value: unknown): Viewer {
  if (!isRecord(value)) throw new SessionResponseError("user");
  const { id, name, email, role } = value;
  if (typeof id !== "string" || typeof name !== "string" || typeof email !== "string") throw new SessionResponseError("user");
  if (typeof role !== "string" || !ROLES.has(role)) throw new SessionResponseError("user.role");
  return { id, name, email, role: role as Viewer["role"] };
}

function readProviders(value: unknown): SignInProvider[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((p) => typeof p === "string" && PROVIDERS.has(p))) throw new SessionResponseError("providers");
  return value as SignInProvider[];
}

export function readSessionResponse(body: unknown): SessionResponse {
  if (!isRecord(body)) throw new SessionResponseError("not an object");
  const user = body.user === null ? null : readViewer(body.user);
  if (body.oidcName !== undefined && typeof body.oidcName !== "string") throw new SessionResponseError("oidcName");
  if (body.canUseCaptions !== undefined && typeof body.canUseCaptions !== "boolean") throw new SessionResponseError("canUseCaptions");
  return {
    user,
    providers: readProviders(body.providers),
    ...(body.oidcName === undefined ? {} : { oidcName: body.oidcName }),
    canUseCaptions: body.canUseCaptions ?? false,
  };
}
