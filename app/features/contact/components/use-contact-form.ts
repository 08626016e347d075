import { type ChangeEvent, type FormEvent, useState } from "react";
import { type ContactMessage, type ContactMessageRequest, contactMessageRequestSchema } from "../../../../contracts/contact";

export type ContactField = "name" | "email" | "subject" | "message";
type Values = Required<ContactMessageRequest>;
type Errors = Partial<Record<ContactField | "form", string>>;

export const EMPTY_CONTACT_FORM: Values = { name: "", email: "", subject: "", message: "", website: "" };

/**
 * The Support form's state, checked with the same zod contract as the server before anything is sent, so the
 * messages match. Each field's error clears as soon as it is edited; the server's answer goes to `form`.
 */
export function useContactForm(initial: Partial<Values> = {}) {
  const [values, setValues] = useState<Values>({ ...EMPTY_CONTACT_FORM, ...initial });
  const [errors, setErrors] = useState<Errors>({});

  const field = (name: ContactField | "website") => ({
    name,
    value: values[name],
    error: name === "website" ? undefined : errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (name !== "website") setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const handleSubmit = (onValid: (message: ContactMessage) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = contactMessageRequestSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const next: Errors = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "form") as ContactField | "form";
      next[key] ??= issue.message;
    }
    setErrors(next);
    // Take the keyboard (and a screen reader) to the first field to fix.
    const first = (["name", "email", "subject", "message"] as const).find((name) => next[name]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const setFormError = (message: string | undefined) => setErrors((current) => ({ ...current, form: message }));
  const reset = (next: Partial<Values> = {}) => {
    setValues({ ...EMPTY_CONTACT_FORM, ...next });
    setErrors({});
  };

  return { values, errors, field, handleSubmit, setFormError, reset };
}
