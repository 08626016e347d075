import { Moon, Sun } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../ui/button";

/** The header's theme button. The icon follows the class on <html>, so it is right before hydration too. */
export function ThemeButton(props: ComponentProps<"button">) {
  return (
    <Button variant="ghost" size="icon" aria-label="Change theme" aria-haspopup="menu" {...props}>
      <Sun className="dark:hidden" aria-hidden="true" />
      <Moon className="hidden dark:block" aria-hidden="true" />
    </Button>
  );
}
