import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const alertVariants = cva("flex gap-3 rounded-md border px-4 py-3 text-left text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0", {
  variants: {
    variant: {
      info: "border-border bg-muted/60 text-foreground [&>svg]:text-muted-foreground",
      success: "border-success/40 bg-success/10 text-foreground [&>svg]:text-success",
      destructive: "border-destructive/40 bg-destructive/10 text-foreground [&>svg]:text-destructive",
    },
  },
  defaultVariants: { variant: "info" },
});

const ICONS = { info: Info, success: CircleCheck, destructive: CircleAlert };

/**
 * A message in the page's flow (not a toast): an error is announced at once (role="alert"), the others politely.
 * `title` is optional; the children are the explanation.
 */
export function Alert({
  className,
  variant,
  title,
  children,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof alertVariants> & { title?: string }) {
  const Icon = ICONS[variant ?? "info"];
  return (
    <div role={variant === "destructive" ? "alert" : "status"} className={cn(alertVariants({ variant }), className)} {...props}>
      <Icon aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title && "text-muted-foreground", "[&_a]:font-medium [&_a]:text-primary")}>{children}</div> : null}
      </div>
    </div>
  );
}
