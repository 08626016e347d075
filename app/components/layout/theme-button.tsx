import { clsx } from "clsx";
import type { ComponentProps } from "react";
import { buttonVariants } from "../ui/button-variants";
import { Moon, Sun } from "../ui/first-paint-icons";

/** The header's theme button. The icon follows the class on <html>, so it is right before hydration too. */
export function ThemeButton({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={clsx(buttonVariants({ variant: "ghost", size: "icon" }), className)}
      aria-label="Change theme"
      aria-haspopup="menu"
      {...props}
    >
      <Sun className="dark:hidden" aria-hidden="true" />
      <Moon className="hidden dark:block" aria-hidden="true" />
    </button>
  );
}
