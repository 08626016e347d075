import { AlertDialog as Dialog } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { buttonVariants } from "./button-variants";

/** A confirmation that interrupts: Radix AlertDialog (focus trap, Escape cancels, no outside-click dismiss). */
export const AlertDialog = Dialog.Root;
export const AlertDialogTrigger = Dialog.Trigger;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <Dialog.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl focus:outline-none",
          className,
        )}
        {...props}
      />
    </Dialog.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof Dialog.Description>) {
  return <Dialog.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof Dialog.Cancel>) {
  return <Dialog.Cancel className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />;
}

/** The confirming button: closes the dialog and runs its onClick. */
export function AlertDialogAction({ className, ...props }: ComponentProps<typeof Dialog.Action>) {
  return <Dialog.Action className={cn(buttonVariants({ variant: "destructive" }), className)} {...props} />;
}
