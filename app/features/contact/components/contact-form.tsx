import { CircleCheck, Send } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { useWatch } from "react-hook-form";
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, contactMessageRequestSchema } from "../../../../contracts/contact";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useContractForm } from "../../../lib/use-contract-form";
import { useSendContactMessage } from "../api/send-contact-message";
import { type ContactSender, FOLLOW_THE_SESSION, START_OVER, contactFormValues } from "./contact-form-values";
import { HoneypotField } from "./honeypot-field";
import { TextareaField } from "./textarea-field";
import { Form } from "../../../components/ui/form";

function MessageSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: take the focus to the answer, so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Message sent
      </h2>
      <p className="text-muted-foreground">
        Thank you. Your message is with our support team, and we will reply to <strong className="text-foreground">{email}</strong>.
      </p>
      <Button variant="outline" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}

/**
 * The Support form: name, e-mail, subject and message (plus the hidden honeypot), checked here and by the server. The
 * signed-in user's name and e-mail fill in when the session is known, in the fields the user has not typed into.
 */
export function ContactForm({ sender }: { sender?: ContactSender }) {
  const { name, email } = sender ?? {};
  // One object while the sender is the same: react-hook-form resets the form when `values` change.
  const values = useMemo(() => contactFormValues(name === undefined || email === undefined ? undefined : { name, email }), [name, email]);
  // Checked with the server's contract before anything is sent; the keyboard (and a screen reader) goes to the first
  // field to fix.
  const form = useContractForm(contactMessageRequestSchema, { defaultValues: values, values, resetOptions: FOLLOW_THE_SESSION, shouldFocusError: true });
  const typed = useWatch({ control: form.control, name: "message" });
  const send = useSendContactMessage();

  const onSubmit = form.handleSubmit((message) => {
    send.mutate(message, { onError: (error) => form.setFormError(error.message) });
  });

  if (send.isSuccess) {
    return (
      <MessageSent
        email={form.getValues("email").trim()}
        onAnother={() => {
          form.reset(values, START_OVER);
          send.reset();
        }}
      />
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Send a message to support" className="relative flex flex-col gap-5">
      {form.formError ? <Alert variant="destructive">{form.formError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} {...form.field("name")} />
        <FormField label="E-mail" type="email" inputMode="email" autoComplete="email" hint="We reply to this address." {...form.field("email")} />
      </div>
      <FormField label="Subject" maxLength={CONTACT_LIMITS.subjectMax} placeholder="For example: my Vrbo headline is refused" {...form.field("subject")} />
      <TextareaField
        label="Message"
        maxCharacters={CONTACT_LIMITS.messageMax}
        hint="Tell us what you tried and what happened. For a listing, include its address or the section it is about."
        rows={7}
        text={typed}
        {...form.field("message")}
      />
      <HoneypotField {...form.register(CONTACT_HONEYPOT_FIELD)} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          We keep your message to answer it. See the <Link to="/privacy" className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            privacy page
          </Link>.
        </p>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined} className="sm:w-auto">
          <Send aria-hidden="true" />
          {send.isPending ? "Sending…" : "Send message"}
        </Button>
      </div>
    </Form>
  );
}
