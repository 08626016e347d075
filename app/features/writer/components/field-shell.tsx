import { type ReactNode, useId } from "react";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";

/** A label, one control and its hint or error, wired for screen readers; the control gets the id and described-by. */
export function FieldShell({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-describedby": message ? messageId : undefined, "aria-invalid": error ? true : undefined })}
      {message ? (
        <p id={messageId} className={cn("text-xs", error ? "font-medium text-destructive" : "text-muted-foreground")}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
