import type { EmailMessage } from "../providers/email/types";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f6f6f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#e0435b">ListingLift</td></tr>
<tr><td style="padding-top:16px;font-size:18px;font-weight:600">${escapeHtml(title)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-top:24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#e0435b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action)}</a></td></tr>
<tr><td style="padding-top:20px;font-size:13px;line-height:1.5;color:#5b6170">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(link)}" style="color:#e0435b;word-break:break-all">${escapeHtml(link)}</a></td></tr>
<tr><td style="padding-top:20px;font-size:13px;color:#5b6170">${escapeHtml(outro)}</td></tr>
</table></td></tr></table></body></html>`;
}

export function verificationEmail(to: string, name: string, link: string): EmailMessage {
  const greeting = name ? `Hi ${name}, welcome to ListingLift.` : "Welcome to ListingLift.";
  const intro = `${greeting} Confirm your e-mail address to finish creating your account.`;
  const outro = "The link works for 24 hours. If you did not sign up, ignore this e-mail: no account is made without it.";
  return {
    to,
    subject: "Confirm your e-mail for ListingLift",
    link,
    text: `${intro}\n\nConfirm your e-mail: ${link}\n\n${outro}\n\nListingLift`,
    html: layout("Confirm your e-mail", intro, "Confirm my e-mail", link, outro),
  };
}

export function resetPasswordEmail(to: string, link: string): EmailMessage {
  const intro = "Someone asked to reset the password of your ListingLift account. Choose a new password with the link below.";
  const outro = "The link works for 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.";
  return {
    to,
    subject: "Reset your ListingLift password",
    link,
    text: `${intro}\n\nReset your password: ${link}\n\n${outro}\n\nListingLift`,
    html: layout("Reset your password", intro, "Choose a new password", link, outro),
  };
}

/** Sent instead of an error when someone signs up with an address that already has an account (no enumeration). */
export function existingAccountEmail(to: string, signInLink: string): EmailMessage {
  const intro = "Someone tried to create a ListingLift account with this e-mail address, which already has one. You can sign in, or reset your password from the sign-in page.";
  const outro = "If this was not you, no action is needed.";
  return {
    to,
    subject: "You already have a ListingLift account",
    link: signInLink,
    text: `${intro}\n\nSign in: ${signInLink}\n\n${outro}\n\nListingLift`,
    html: layout("You already have an account", intro, "Sign in", signInLink, outro),
  };
}
