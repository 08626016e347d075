import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors " +
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background " +
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        lg: "h-11 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

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
