// What every answer to hostile input must be (imported only by *.test.ts).
import { expect } from "vitest";
import { apiErrorSchema } from "../../contracts/errors";

/** Signs of internals in an answer: stack frames, source paths, SQL or the database's own words. */
const LEAKS: [string, RegExp][] = [
  ["a stack frame", /\n\s*at [^\n]*[(:]|\bat [\w.<>]+ \([^)]*:\d+:\d+\)/],
  ["a source path", /\/(work|home|app|usr|src|tmp)\/[\w.-]+\/|node_modules|\.(ts|js|mjs):\d+/],
  ["SQL", /\b(select\s+[\w"*,\s.]+\s+from|insert into|update\s+"?\w+"?\s+set|delete from)\b/i],
  ["a database error", /failed query|syntax error at|violates (not-null|foreign key|unique|check) constraint|invalid byte sequence|unsupported unicode escape|pglite|drizzle|\bpg_/i],
];

export interface SafeAnswerOptions {
  /** better-auth answers its own errors as {code, message}; the app's middleware in front of it as {error: {code, message}}. */
  errorShape?: "house" | "better-auth";
}

/** Never a 5xx; nothing internal in the body; a refusal is JSON in the error shape with a message a person can read. */
export async function expectSafeAnswer(response: Response, what: string, options: SafeAnswerOptions = {}): Promise<void> {
  const text = await response.clone().text();
  expect(response.status, `${what}: no 5xx (${text.slice(0, 300)})`).toBeLessThan(500);
  for (const [name, pattern] of LEAKS) expect(pattern.test(text), `${what}: ${name} in the answer: ${text.slice(0, 500)}`).toBe(false);
  if (response.status < 400) return;
  expect(response.headers.get("content-type"), `${what}: a JSON error`).toMatch(/^application\/json/);
  const body = JSON.parse(text) as unknown;
  // Our own middleware (the body limit) answers in the house shape before better-auth sees the request.
  if (options.errorShape === "better-auth" && !apiErrorSchema.safeParse(body).success) {
    expect(body, `${what}: better-auth's error shape`).toMatchObject({ message: expect.stringMatching(/\S/) });
    return;
  }
  const parsed = apiErrorSchema.safeParse(body);
  expect(parsed.success, `${what}: the house error shape, not ${text.slice(0, 300)}`).toBe(true);
  expect(parsed.data!.error.message.trim().length, `${what}: a message`).toBeGreaterThan(0);
}
