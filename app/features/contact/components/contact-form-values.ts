import type { KeepStateOptions } from "react-hook-form";
import type { ContactMessageRequest } from "../../../../contracts/contact";

export interface ContactSender {
  name: string;
  email: string;
}

export type ContactFormValues = Required<ContactMessageRequest>;

const EMPTY_CONTACT_FORM: ContactFormValues = { name: "", email: "", subject: "", message: "", website: "" };

/** The form as it starts: empty, with the signed-in user's name and e-mail once they are known. */
export function contactFormValues(sender?: ContactSender): ContactFormValues {
  return { ...EMPTY_CONTACT_FORM, ...sender };
}

/**
 * How the form follows the session without losing a word. The session is known only after hydration (or when its
 * request comes back), and a host may have typed by then: react-hook-form's `values` fill in the name and e-mail when
 * they change, and `keepDirtyValues` keeps every field the host typed into (the message; a name they wrote themselves).
 * A `reset()` takes these options too, unless told otherwise: see START_OVER.
 */
export const FOLLOW_THE_SESSION = { keepDirtyValues: true } as const satisfies KeepStateOptions;

/** "Send another message": the form empties, typed fields included. */
export const START_OVER = { keepDirtyValues: false } as const satisfies KeepStateOptions;
