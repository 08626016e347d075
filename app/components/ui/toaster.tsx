import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "../../lib/toast";

/** Spec §2 and §9: toasts at the top right, 3 visible, 14 px apart, 356 px wide (sonner's own defaults). */
export const TOASTER_VISIBLE = 3;
export const TOASTER_GAP_PX = 14;
/**
 * The sticky header is 64 px tall with its border: toasts start just below it, so they never cover its buttons (the
 * theme switch, the avatar menu, the mobile menu) for the seconds they show. Still the top right, as the spec says.
 */
export const TOASTER_TOP_PX = 72;

/** Light or dark as applied to <html> (by the inline theme script, app/lib/theme-init-script.ts, and useTheme), followed as it changes. */
function useAppliedTheme(): "light" | "dark" {
  const [applied, setApplied] = useState<"light" | "dark">("light");
  useEffect(() => {
    const html = document.documentElement;
    const read = () => setApplied(html.classList.contains("dark") ? "dark" : "light");
    read();
    const observer = new MutationObserver(read);
    observer.observe(html, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return applied;
}

export function AppToaster() {
  const theme = useAppliedTheme();
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTER_VISIBLE}
      gap={TOASTER_GAP_PX}
      richColors
      closeButton
      offset={{ top: TOASTER_TOP_PX }}
      mobileOffset={{ top: TOASTER_TOP_PX }}
      theme={theme}
    />
  );
}
