import { LoaderCircle } from "lucide-react";
import { Button, type ButtonProps } from "../../../components/ui/button";

/** A form's submit button that shows it is working and cannot be pressed twice meanwhile. */
export function SubmitButton({ pending, children, disabled, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
