import { LoaderCircle } from "lucide-react";
import { Button, type ButtonProps } from "../../../components/ui/button";

/** The grader's submit: a spinner while it works; disabled by the caller's rules. */
export function SubmitButton({ pending, children, disabled, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
