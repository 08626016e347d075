import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { authPost, openEmailLink, outboxDir, sessionCookie, signIn, uniqueEmail } from "../test/support/auth-session";
import { findLink, readLatestEmail, waitForEmail } from "../test/support/outbox";
import { postAnalyze } from "../test/support/grader-requests";
import { useTestApp } from "../test/support/test-app";
import { user } from "./db/schema/auth";
import { serializeError } from "./logger";

// Every line the app logs in production, at debug level (better-auth's own messages included), as the process writes them.
// (Outside production the outbox logs each e-mail's link for the developer; in production the .eml file is the only copy.)
const lines: string[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const t = useTestApp({ env: { NODE_ENV: "production", TRUST_PROXY: "true", LOG_LEVEL: "debug" }, logDestination: destination });
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the production log", () => {
  it("is JSON lines; every request line carries its request id, method, path, status and time", async () => {
    lines.length = 0;
    const res = await t.app.request("/api/health", { headers: { "x-request-id": "req-from-the-proxy" } });
    expect(res.headers.get("x-request-id")).toBe("req-from-the-proxy");
    const [line] = logged().filter((l) => l.msg === "request");
    expect(line).toMatchObject({ reqId: "req-from-the-proxy", method: "GET", path: "/api/health", status: 200, service: "listinglift" });
    expect(line).toHaveProperty("ms");
    expect(line).toHaveProperty("time");
  });

  it("holds no password, token, cookie or listing text; a sign-in logs the user id and the provider only", async () => {
    lines.length = 0;
    const password = `pw-${randomBytes(8).toString("hex")}`;
    const email = uniqueEmail("logs");
    expect((await authPost(t, "/sign-up/email", { email, password, name: "Log Check" })).status).toBe(200);
    const verifyLink = new URL(findLink(readLatestEmail(outboxDir(t), email).text));
    const verified = await openEmailLink(t, email);
    expect(verified.status).toBe(302);
    const signedIn = await signIn(t, email, password);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    const sessionToken = decodeURIComponent(cookie.match(/session_token=([^;.]+)/)![1]!);

    // A reset link: better-auth carries its token in the path, then in the query.
    expect((await authPost(t, "/request-password-reset", { email, redirectTo: "/reset-password/confirm" })).status).toBe(200);
    const resetLink = new URL(findLink((await waitForEmail(outboxDir(t), email, "Reset your ListingLift password")).text));
    const resetToken = resetLink.pathname.split("/").at(-1)!;
    await t.app.request(`${resetLink.pathname}${resetLink.search}`);

    // A listing's text, an API key sent as a bearer token, the session cookie on an API call.
    const listingText = `Sentinel cottage ${randomBytes(6).toString("hex")} with a garden and a very long description for the grader.`;
    expect((await postAnalyze(t, { text: listingText })).status).toBe(200);
    const bearer = `ll_${randomBytes(12).toString("hex")}`;
    await t.app.request("/api/v1/account", { headers: { authorization: `Bearer ${bearer}`, cookie } });

    const text = lines.join("\n");
    for (const secret of [password, sessionToken, resetToken, verifyLink.searchParams.get("token")!, bearer, listingText.slice(0, 30)]) {
      expect(text).not.toContain(secret);
    }
    expect(logged().some((l) => l.path === "/api/auth/reset-password/[redacted]")).toBe(true);

    const [row] = await t.database.db.select({ id: user.id }).from(user).limit(1);
    const signIns = logged().filter((l) => l.msg === "signed in");
    // The verification link signs in too (better-auth's autoSignIn), then the password sign-in.
    expect(signIns).toHaveLength(2);
    for (const line of signIns) {
      expect(line).toMatchObject({ userId: row!.id, provider: "email" });
      expect(Object.keys(line).sort()).toEqual(["level", "msg", "provider", "service", "time", "userId"]);
    }
  });

  it("cuts a failed query's parameters (a password hash, a listing's text) out of a logged error", async () => {
    const secret = `Secret listing text ${randomBytes(6).toString("hex")}`;
    let failure: unknown;
    try {
      await t.database.db.insert(user).values({ id: "dup", name: secret, email: "dup@example.com" });
      await t.database.db.insert(user).values({ id: "dup", name: secret, email: "dup2@example.com" });
    } catch (error) {
      failure = error;
    }
    expect(String((failure as Error).message)).toContain(secret);
    const serialized = JSON.stringify(serializeError(failure));
    expect(serialized).not.toContain(secret);
    expect(serialized).toContain("Failed query: insert into");
    expect(serialized).toContain("params: [redacted]");
  });
});
