import { describe, expect, it } from "vitest";
import { verificationEmail } from "../../auth/auth-emails";
import { composeContactEmail } from "./compose-contact-email";

// Issue #11: text a person typed (a name, a subject, a message) reaches the HTML part of an e-mail as text, never markup.
const PAYLOAD = `<img src=x onerror="alert(1)"><script>alert(1)</script>"'><a href="javascript:alert(1)">x</a>`;

/** Every tag in an HTML part, by name: what a mail program would build from it. */
function tagNames(html: string): string[] {
  return [...html.matchAll(/<([a-z]+)[\s>/]/gi)].map((match) => match[1]!.toLowerCase());
}

describe("the HTML part of an e-mail", () => {
  it("writes the support message's name, subject and text as text", () => {
    const message = { name: PAYLOAD, email: "guest@example.com", subject: PAYLOAD, message: `${PAYLOAD}\nSecond line`, topic: "other" } as never;
    const email = composeContactEmail(message, { id: 7, receivedAt: new Date("2026-11-22T08:00:00Z"), userId: null, supportEmail: "support@example.com" });
    const tags = tagNames(email.html);
    expect(tags).not.toContain("img");
    expect(tags).not.toContain("script");
    expect(email.html).not.toMatch(/href="javascript:/i);
    expect(tags.filter((tag) => tag === "a")).toHaveLength(1);
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // The plain-text part keeps the words as typed.
    expect(email.text).toContain(PAYLOAD);
  });

  it("writes a new user's name in the confirmation e-mail as text", () => {
    const email = verificationEmail("guest@example.com", PAYLOAD, "https://listinglift.example/api/auth/verify-email?token=t");
    const tags = tagNames(email.html);
    expect(tags).not.toContain("img");
    expect(tags).not.toContain("script");
    expect(email.html).toContain("Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
