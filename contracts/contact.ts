import { z } from "zod";
import { groupDigits } from "../core/text/group-digits";
import { oneLineText } from "./one-line-text";
import { tryAgainInMinutes } from "./retry-after";

/** The Support form (/contact → POST /api/v1/contact): its fields, limits and texts, shared by the form and the server. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 20,
  messageMax: 5000,
} as const;

/** Messages one address may send per window (DESIGN.md: limits live in the database, shared by every process). */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_MINUTES = 60;

/** The honeypot: a field people never see, so only a bot fills it. */
export const CONTACT_HONEYPOT_FIELD = "website";

export function formatContactRateLimitMessage(retryAfterSeconds: number, limit = CONTACT_MESSAGES_PER_WINDOW): string {
  return `You have sent ${limit} messages in the past hour. ${tryAgainInMinutes(retryAfterSeconds)}`;
}

const { nameMax, emailMax, subjectMin, subjectMax, messageMin, messageMax } = CONTACT_LIMITS;

export const contactMessageRequestSchema = z.object({
  name: oneLineText()
    .min(1, "Please enter your name.")
    .max(nameMax, `Please keep your name to ${nameMax} characters.`)
    .describe("Who is writing"),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(emailMax, "Please enter a valid e-mail address.")
    .pipe(z.email("Please enter a valid e-mail address."))
    .describe("Where support replies"),
  subject: oneLineText()
    .min(subjectMin, `Please enter a subject of at least ${subjectMin} characters.`)
    .max(subjectMax, `Please keep the subject to ${subjectMax} characters.`)
    .regex(/^[^\r\n]*$/, "Please keep the subject on one line.")
    .describe("One line: what the message is about"),
  message: z
    .string()
    .trim()
    .min(messageMin, `Please write at least ${messageMin} characters, so we can help.`)
    .max(messageMax, `Please keep your message to ${groupDigits(messageMax)} characters.`)
    .describe("The question or problem, in the sender's words"),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional().describe("Leave empty: a trap for spam robots"),
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;
export type ContactMessage = z.output<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = z.object({
  received: z.literal(true).describe("The message reached support"),
});
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
