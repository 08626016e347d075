import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { logAuthMessage, scrubAuthText } from "./auth-log";

function captureLog() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, log: logAuthMessage(createLogger({ LOG_LEVEL: "debug", NODE_ENV: "test" }, destination)) };
}

describe("better-auth's messages in our log", () => {
  it("lose e-mail addresses and query strings", () => {
    expect(scrubAuthText("User ana.ruiz+x@example.com not found")).toBe("User [email] not found");
    expect(scrubAuthText("redirect to https://app.example/verify?token=abc&x=1 failed")).toBe("redirect to https://app.example/verify?[query] failed");
    expect(scrubAuthText("GET /api/auth/verify-email?token=abc")).toBe("GET /api/auth/verify-email?[query]");
  });

  it("are one JSON line each, a forged line break staying inside the message, errors serialized and scrubbed", () => {
    const { lines, log } = captureLog();
    const failed = new Error('Failed query: select * from "user" where email = $1\nparams: ana@example.com');
    log("error", 'Failed\n{"level":30,"msg":"forged"} for bob@example.com', failed, { email: "carol@example.com" });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 50, auth: true, msg: 'Failed\n{"level":30,"msg":"forged"} for [email]' });
    expect(lines[0]).not.toMatch(/ana@example\.com|bob@example\.com|carol@example\.com/);
    expect(entry.details[0].message).toContain("params: [redacted]");
  });

  it("info and debug go to debug; warnings stay warnings", () => {
    const { lines, log } = captureLog();
    log("info", "a");
    log("warn", "b");
    expect(lines.map((line) => JSON.parse(line).level)).toEqual([20, 40]);
  });
});
