import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { Input } from "./input";
import { Label } from "./label";

interface FormFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** Shown under the input while there is no error (e.g. "At least 8 characters."). */
  hint?: ReactNode;
  error?: string;
  /** Put beside the label, right-aligned (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
}

/** A labelled input with its hint or error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ label, hint, error, labelAside, className, ...inputProps }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={message ? messageId : undefined} {...inputProps} />
      {message ? (
        <p id={messageId} className={cn("text-xs", error ? "font-medium text-destructive" : "text-muted-foreground")}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
