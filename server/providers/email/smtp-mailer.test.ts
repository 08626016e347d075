import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpStandIn, startSmtpStandIn } from "../../../test/support/smtp-stand-in";
import { createSmtpMailer } from "./smtp-mailer";

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
});
afterAll(() => smtp.close());

const message = { to: "support@example.com", subject: "Support: Refund", text: "I bought the wrong pack.", html: "<p>I bought the wrong pack.</p>" };

describe("the SMTP mailer", () => {
  it("sends from MAIL_FROM to the recipient, with the message's Reply-To", async () => {
    const mailer = createSmtpMailer(smtp.url, "ListingLift <no-reply@listinglift.example>");
    await mailer.send({ ...message, replyTo: { name: "Ana Ruiz", address: "ana@example.com" } });
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe("no-reply@listinglift.example");
    expect(mail.to).toEqual(["support@example.com"]);
    expect(mail.data).toMatch(/^From: ListingLift <no-reply@listinglift\.example>$/m);
    expect(mail.data).toMatch(/^Reply-To: Ana Ruiz <ana@example\.com>$/m);
    expect(mail.data).toMatch(/^Subject: Support: Refund$/m);
  });

  it("quotes a name that could pass for more addresses or headers, and sends no Reply-To when there is none", async () => {
    const mailer = createSmtpMailer(smtp.url, "no-reply@listinglift.example");
    await mailer.send({ ...message, replyTo: { name: 'Ruiz, Ana "host" <x@evil.example>', address: "ana@example.com" } });
    const headers = smtp.received.at(-1)!.data.split("\r\n\r\n")[0]!;
    const replyTo = headers.split("\r\n").filter((line) => line.startsWith("Reply-To:"));
    expect(replyTo).toHaveLength(1);
    expect(replyTo[0]).toMatch(/<ana@example\.com>$/);
    expect(replyTo[0]).toContain('"');

    await mailer.send(message);
    expect(smtp.received.at(-1)!.data).not.toMatch(/^Reply-To:/m);
  });
});
