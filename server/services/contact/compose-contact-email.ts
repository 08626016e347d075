import type { ContactMessage } from "../../../contracts/contact";
import type { EmailMessage } from "../../providers/email/types";

export interface ContactEmailContext {
  id: number;
  receivedAt: Date;
  userId: string | null;
  supportEmail: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * The e-mail support receives: from MAIL_FROM, with Reply-To set to the person who wrote, so answering it reaches them.
 * Their address is also written at the top of both parts (and the HTML part has a reply link), in case a mail program
 * ignores Reply-To.
 */
export function composeContactEmail(message: ContactMessage, context: ContactEmailContext): EmailMessage {
  const account = context.userId ? `signed in (user ${context.userId})` : "not signed in";
  const received = context.receivedAt.toISOString();
  const text = [
    `New message from the ListingLift Support page (#${context.id}).`,
    "",
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    `Account: ${account}`,
    `Received: ${received}`,
    "",
    message.message,
    "",
    "---",
    `Replying to this e-mail answers ${message.name} at ${message.email}.`,
  ].join("\n");

  const replyHref = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  const html = [
    `<p>New message from the ListingLift Support page (#${context.id}).</p>`,
    "<table>",
    `<tr><th align="left">From</th><td>${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</td></tr>`,
    `<tr><th align="left">Subject</th><td>${escapeHtml(message.subject)}</td></tr>`,
    `<tr><th align="left">Account</th><td>${escapeHtml(account)}</td></tr>`,
    `<tr><th align="left">Received</th><td>${received}</td></tr>`,
    "</table>",
    `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(message.message)}</pre>`,
    `<p><a href="${escapeHtml(replyHref)}">Reply to ${escapeHtml(message.name)}</a></p>`,
  ].join("\n");

  return { to: context.supportEmail, replyTo: { name: message.name, address: message.email }, subject: `Support: ${message.subject}`, text, html };
}
