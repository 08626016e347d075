import type { VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";
import { buttonVariants } from "./button-variants";

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * A button, or with `asChild` a link (or any element) styled as one.
 *
 * A submit button stays disabled until its form is hydrated: before that, pressing it (or Enter in a field) would
 * have the browser send the form itself (decision 049). Meanwhile it shows "Loading…" over its label, in its own box
 * (nothing moves when the label comes back), and keeps its label in its accessible name.
 */
export function Button({ className, variant, size, asChild = false, type, disabled, children, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const Component = asChild ? Slot.Root : "button";
  const waiting = !asChild && type === "submit" && !hydrated;
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), waiting && "relative", className)}
      type={asChild ? type : (type ?? "button")}
      disabled={disabled || waiting || undefined}
      {...props}
    >
      {waiting ? (
        <>
          <span className="inline-flex items-center justify-center gap-2 opacity-0">{children}</span>
          <span className="absolute inset-0 flex items-center justify-center gap-2">
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Loading…
          </span>
        </>
      ) : (
        children
      )}
    </Component>
  );
}
