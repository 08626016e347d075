import { Toaster } from "sonner";
import { TOAST_DURATION_MS } from "../../lib/toast";

/** Spec §2 and §9: toasts at the top right, 3 visible, 14 px apart, 356 px wide (sonner's own defaults). */
export const TOASTER_VISIBLE = 3;
export const TOASTER_GAP_PX = 14;

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTER_VISIBLE}
      gap={TOASTER_GAP_PX}
      richColors
      closeButton
      theme="system"
    />
  );
}
