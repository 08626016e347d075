import fs from "node:fs";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxDir, signUpVerified } from "../../../test/support/auth-session";
import { readLatestEmail } from "../../../test/support/outbox";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { contactMessages } from "../../db/schema/contact";
import { readAnswer } from "../../../test/support/read-answer";
import { contactMessageResponseSchema } from "../../../contracts/contact";
import { apiErrorSchema } from "../../../contracts/errors";

const SUPPORT = "help-desk@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", SUPPORT_EMAIL: SUPPORT } });

let lastOctet = 0;
/** A documentation-range address per test, so the per-address limit of one test never meets another's. */
function nextIp(): string {
  lastOctet += 1;
  return `192.0.2.${lastOctet}`;
}

const VALID = {
  name: "Ana Ruiz",
  email: "ana@example.com",
  subject: "My Vrbo headline is refused",
  message: "Vrbo says my headline is too short, but the writer made it. Can you explain the 20 character minimum?",
};

function postContact(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return t.app.request("/api/v1/contact", jsonRequest(body, { "x-forwarded-for": ip, ...headers }));
}

function supportMails(): string[] {
  const dir = outboxDir(t);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(`-${SUPPORT}.eml`)) : [];
}

describe("POST /api/v1/contact", () => {
  it("stores the message, e-mails it to SUPPORT_EMAIL with a Reply-To to the sender, and answers 201", async () => {
    const ip = nextIp();
    const res = await postContact({ ...VALID, subject: "  Vrbo headline  ", website: "" }, ip);
    expect(res.status).toBe(201);
    expect(await readAnswer(res, contactMessageResponseSchema)).toEqual({ received: true });

    const [row] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ name: "Ana Ruiz", email: "ana@example.com", subject: "Vrbo headline", userId: null, ipAddress: ip });
    expect(row?.message).toBe(VALID.message);
    expect(row?.deliveredAt).toBeInstanceOf(Date);

    const mail = readLatestEmail(outboxDir(t), SUPPORT);
    expect(mail.subject).toBe("Support: Vrbo headline");
    expect(mail.replyTo).toBe("Ana Ruiz <ana@example.com>");
    expect(mail.text).toContain("From: Ana Ruiz <ana@example.com>");
    expect(mail.text).toContain(VALID.message);
    expect(mail.text).toContain("Account: not signed in");
    expect(mail.text).toContain(`#${row?.id}`);
  });

  it("strips bidirectional controls from the subject and the name (a right-to-left override reorders what support reads)", async () => {
    const ip = nextIp();
    const res = await postContact({ ...VALID, name: "Ana\u202E Ruiz\u2066", subject: "Refund \u202Efdp.eciovni\u202C please" }, ip);
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ name: "Ana Ruiz", subject: "Refund fdp.eciovni please" });
    expect(readLatestEmail(outboxDir(t), SUPPORT).subject).toBe("Support: Refund fdp.eciovni please");
  });

  it("links the message to the signed-in account", async () => {
    const user = await signUpVerified(t, { name: "Sam Host" });
    const res = await postContact({ ...VALID, email: user.email }, nextIp(), { cookie: user.cookie });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, user.email));
    expect(row?.userId).toEqual(expect.any(String));
    expect(readLatestEmail(outboxDir(t), SUPPORT).text).toContain(`Account: signed in (user ${row?.userId})`);
  });

  it.each([
    [{ ...VALID, name: "   " }, "name: Please enter your name."],
    [{ ...VALID, email: "ana@" }, "email: Please enter a valid e-mail address."],
    [{ ...VALID, email: undefined }, "email"],
    [{ ...VALID, subject: "Hi" }, "subject: Please enter a subject of at least 3 characters."],
    [{ ...VALID, subject: "Two\nlines" }, "subject: Please keep the subject on one line."],
    [{ ...VALID, message: "Help!" }, "message: Please write at least 20 characters, so we can help."],
    [{ ...VALID, message: "x".repeat(5001) }, "message: Please keep your message to 5,000 characters."],
    [{ ...VALID, name: "n".repeat(101) }, "name: Please keep your name to 100 characters."],
  ])("refuses %j with 400 naming the field, and stores and sends nothing", async (body, message) => {
    const before = await t.database.db.$count(contactMessages);
    const mails = supportMails().length;
    const res = await postContact(body, nextIp());
    expect(res.status).toBe(400);
    const json = await readAnswer(res, apiErrorSchema);
    expect(json.error.code).toBe("validation_failed");
    expect(json.error.message).toContain(message);
    expect(await t.database.db.$count(contactMessages)).toBe(before);
    expect(supportMails()).toHaveLength(mails);
  });

  it("answers a filled honeypot with the same 201, storing, sending and counting nothing", async () => {
    const ip = nextIp();
    const before = await t.database.db.$count(contactMessages);
    const mails = supportMails().length;
    for (let i = 0; i < 7; i++) {
      const res = await postContact({ ...VALID, website: "https://cheap-pills.example" }, ip);
      expect(res.status).toBe(201);
      expect(await readAnswer(res, contactMessageResponseSchema)).toEqual({ received: true });
    }
    expect(await t.database.db.$count(contactMessages)).toBe(before);
    expect(supportMails()).toHaveLength(mails);
    // The robot's attempts did not use up the address's limit either.
    expect((await postContact(VALID, ip)).status).toBe(201);
  });

  it("allows 5 messages an hour from one address, then 429 with Retry-After; other addresses are not affected", async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await postContact({ ...VALID, subject: `Question ${i + 1}` }, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    const before = await t.database.db.$count(contactMessages);
    const refused = await postContact({ ...VALID, subject: "Question 6" }, ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const json = await readAnswer(refused, apiErrorSchema);
    expect(json.error).toMatchObject({ code: "rate_limited", message: "You have sent 5 messages in the past hour. Please try again in 60 minutes." });
    expect(await t.database.db.$count(contactMessages)).toBe(before);
    expect(readLatestEmail(outboxDir(t), SUPPORT).subject).not.toBe("Support: Question 6");

    expect((await postContact(VALID, nextIp())).status).toBe(201);
  });
});
