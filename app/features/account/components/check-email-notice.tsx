import { MailCheck } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useSendVerificationEmail } from "../api/send-verification-email";

/**
 * After sign-up: the same words whether or not the address already had an account, so the page tells nobody which
 * addresses are registered. The link can be sent again.
 */
export function CheckEmailNotice({ email }: { email: string }) {
  const resend = useSendVerificationEmail();
  return (
    <div className="flex w-full flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <p role="status" className="text-muted-foreground">
        We have sent a link to <span className="break-words font-medium text-foreground">{email}</span>. Open it to confirm your
        address and finish creating your account; it signs you in.
      </p>
      {resend.isSuccess ? <Alert variant="success">If the address needs confirming, a new link is on its way.</Alert> : null}
      {resend.error ? <Alert variant="destructive">{resend.error.message}</Alert> : null}
      <p className="text-xs text-muted-foreground">No e-mail after a few minutes? Look in your spam folder.</p>
      <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate({ email })}>
        Send the link again
      </Button>
    </div>
  );
}
