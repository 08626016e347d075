import { describe, expect, it } from "vitest";
import { sessionResponseSchema } from "./session";
import { readSessionResponse } from "./session-response";

const viewer = { id: "u1", name: "Ana", email: "ana@example.com", role: "user" };

const accepted: unknown[] = [
  { user: null },
  { user: null, providers: [] },
  { user: viewer, providers: ["google", "oidc"], oidcName: "Okta" },
  { user: { ...viewer, role: "admin" }, providers: ["google"] },
  { user: viewer, extra: "ignored" },
  { user: viewer, canUseCaptions: true },
  { user: null, canUseCaptions: false },
];

const refused: unknown[] = [
  null,
  "text",
  [],
  {},
  { user: undefined },
  { user: { ...viewer, role: "owner" } },
  { user: { ...viewer, email: 3 } },
  { user: { id: "u1", name: "Ana", role: "user" } },
  { user: null, providers: ["github"] },
  { user: null, providers: "google" },
  { user: null, oidcName: 5 },
  { user: viewer, canUseCaptions: "yes" },
  { user: viewer, canUseCaptions: 1 },
];

describe("readSessionResponse agrees with sessionResponseSchema", () => {
  it.each(accepted.map((body) => [JSON.stringify(body), body]))("accepts %s with the same result", (_name, body) => {
    expect(readSessionResponse(body)).toEqual(sessionResponseSchema.parse(body));
  });

  it.each(refused.map((body) => [JSON.stringify(body) ?? String(body), body]))("refuses %s as the schema does", (_name, body) => {
    expect(sessionResponseSchema.safeParse(body).success).toBe(false);
    expect(() => readSessionResponse(body)).toThrow(/session answer is not valid/);
  });
});
