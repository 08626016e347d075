import { describe, expect, it } from "vitest";
import { readApiErrorBody } from "./error-codes";
import { apiErrorSchema } from "./errors";

const accepted: unknown[] = [
  { error: { code: "not_found", message: "No such listing" } },
  { error: { code: "rate_limited", message: "Slow down", details: { retryAfter: 60 } } },
  { error: { code: "validation_failed", message: "Bad", details: [1, 2] }, extra: true },
];

const refused: unknown[] = [
  undefined,
  null,
  "<html>Bad gateway</html>",
  [],
  {},
  { error: "not_found" },
  { error: { code: "teapot", message: "I am a teapot" } },
  { error: { code: "not_found" } },
  { error: { code: "not_found", message: 404 } },
  { error: [] },
];

describe("readApiErrorBody agrees with apiErrorSchema", () => {
  it.each(accepted.map((body) => [JSON.stringify(body), body]))("reads %s as the schema does", (_name, body) => {
    expect(readApiErrorBody(body)).toEqual(apiErrorSchema.parse(body));
  });

  it.each(refused.map((body) => [JSON.stringify(body) ?? String(body), body]))("refuses %s as the schema does", (_name, body) => {
    expect(apiErrorSchema.safeParse(body).success).toBe(false);
    expect(readApiErrorBody(body)).toBeUndefined();
  });
});
