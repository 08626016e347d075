import { Monitor, Moon, Sun } from "lucide-react";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { type Theme, useTheme } from "../../lib/theme";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { ThemeButton } from "./theme-button";

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

interface ThemeMenuProps {
  /** Open at once: the button was pressed before this menu's code had loaded. */
  defaultOpen: boolean;
  /** Whether the stand-in button had the focus when this menu replaced it (then the menu's button takes it). */
  hadFocus: RefObject<boolean>;
}

/**
 * Spec §4: light, dark or system, as a menu (Radix). ThemeToggle loads it after the page. Its content is first rendered
 * when the menu first opens: rendered closed, at load, it cost the page's first class merge (tailwind-merge builds its
 * tables on that call) and a style pass forced by Radix's animation check, for a menu most visitors never open.
 */
export function ThemeMenu({ defaultOpen, hadFocus }: ThemeMenuProps) {
  const { theme, setTheme } = useTheme();
  const trigger = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(defaultOpen);
  useLayoutEffect(() => {
    if (hadFocus.current) trigger.current?.focus();
  }, [hadFocus]);
  return (
    <DropdownMenu defaultOpen={defaultOpen} onOpenChange={(open) => open && setOpened(true)}>
      <DropdownMenuTrigger asChild>
        <ThemeButton ref={trigger} />
      </DropdownMenuTrigger>
      {opened && (
        <DropdownMenuContent align="end" className="min-w-36">
          <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Theme</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {OPTIONS.map(({ value, label, Icon }) => (
              <DropdownMenuRadioItem key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      )}
    </DropdownMenu>
  );
}
