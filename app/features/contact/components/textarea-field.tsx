import { type ComponentProps, useId } from "react";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { groupDigits } from "../../../../core/text/group-digits";

interface TextareaFieldProps extends Omit<ComponentProps<"textarea">, "id" | "value"> {
  label: string;
  /** What is typed, for the count. */
  text: string;
  error?: string;
  hint?: string;
  /** Shows "n / max" under the field. */
  maxCharacters: number;
}

/** A labelled text area with its hint or error and a character count, wired for screen readers. */
export function TextareaField({ label, text, error, hint, maxCharacters, className, ...props }: TextareaFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const length = text.trim().length;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={cn(
          "min-h-40 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors md:text-sm",
          "placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          "aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive",
        )}
        {...props}
      />
      <div className="flex items-start justify-between gap-4 text-xs">
        {message ? (
          <p id={messageId} className={error ? "font-medium text-destructive" : "text-muted-foreground"}>
            {message}
          </p>
        ) : (
          <span />
        )}
        <span className={cn("shrink-0 tabular-nums", length > maxCharacters ? "font-medium text-destructive" : "text-muted-foreground")}>
          {groupDigits(length)} / {groupDigits(maxCharacters)}
        </span>
      </div>
    </div>
  );
}
