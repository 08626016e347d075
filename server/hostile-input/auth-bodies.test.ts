import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { authPost, signUpVerified, uniqueEmail } from "../../test/support/auth-session";
import { useTestApp } from "../../test/support/test-app";
import { user } from "../db/schema/auth";

const lines: string[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const t = useTestApp({ env: { TRUST_PROXY: "true", LOG_LEVEL: "debug" }, logDestination: destination });

async function storedUser(email: string) {
  const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
  return row!;
}

describe("better-auth's bodies are checked before better-auth sees them (issue 18)", () => {
  it.each([
    [{ name: null }, "name: Please enter your name."],
    [{ name: { toString: "x" } }, "name: Please enter your name."],
    [{ name: ["a", "b"] }, "name: Please enter your name."],
    [{ name: "x".repeat(101) }, "name: Please keep your name to 100 characters."],
    [{ image: { src: "x" } }, "image: Must be an http(s) address of a picture, or null."],
    [{ image: "javascript:alert(1)" }, "image: Must be an http(s) address of a picture, or null."],
    [{ nickname: { a: 1 } }, "nickname: Must be text, true/false or null."],
  ])("update-user %j: 400 with a message, the account unchanged", async (body, message) => {
    const host = await signUpVerified(t);
    const res = await authPost(t, "/update-user", body, { cookie: host.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "VALIDATION_ERROR", message });
    expect(await storedUser(host.email)).toMatchObject({ name: host.name, image: null });
  });

  it("update-user takes a name of 100 characters (bidirectional controls removed) and an https image or null", async () => {
    const host = await signUpVerified(t);
    const name = `Ana\u202E ${"y".repeat(95)}`;
    expect((await authPost(t, "/update-user", { name, image: "https://img.example/a.png" }, { cookie: host.cookie })).status).toBe(200);
    expect(await storedUser(host.email)).toMatchObject({ name: `Ana ${"y".repeat(95)}`, image: "https://img.example/a.png" });
    expect((await authPost(t, "/update-user", { image: null }, { cookie: host.cookie })).status).toBe(200);
    expect((await storedUser(host.email)).image).toBeNull();
  });

  it("sign-up refuses a name of 200,000 characters before anything is stored or e-mailed", async () => {
    const email = uniqueEmail("long-name");
    const res = await authPost(t, "/sign-up/email", { email, password: "correct horse battery", name: "n".repeat(200_000) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("name: Please keep your name to 100 characters.");
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it.each([
    ["/change-password", { currentPassword: ["a"], newPassword: "another long one" }, "currentPassword: Please enter a password."],
    ["/change-email", { newEmail: { a: 1 } }, "newEmail: Please enter your e-mail address."],
    ["/delete-user", { password: 12345678 }, "password: Please enter a password."],
    ["/reset-password", { newPassword: null, token: "x" }, "newPassword: Please enter a password."],
    ["/request-password-reset", { email: ["a@example.com"] }, "email: Please enter your e-mail address."],
    ["/sign-in/email", { email: "a@example.com", password: { x: 1 } }, "password: Please enter a password."],
  ])("%s refuses a body of the wrong shape with 400: %j", async (path, body, message) => {
    const host = await signUpVerified(t);
    const res = await authPost(t, path, body, { cookie: host.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it("better-auth's own messages reach our log as JSON lines, with no e-mail address; nothing raw on standard error", async () => {
    const stderr = vi.spyOn(console, "error");
    const email = uniqueEmail("logged");
    // A body better-auth takes but cannot act on: its own refusals and messages flow through its logger.
    await authPost(t, "/sign-up/email", { email, password: "short", name: "Log" });
    await authPost(t, "/send-verification-email", { email, callbackURL: "/x?token=secret" });
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(lines.join("\n")).not.toContain(email);
    expect(stderr).not.toHaveBeenCalled();
    stderr.mockRestore();
  });
});
