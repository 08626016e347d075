import { toast as sonner } from "sonner";

/** Spec §9: the app's toast lasts 5000 ms by default, in these variants. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_VARIANTS = ["default", "destructive", "success", "error", "info", "warning", "loading"] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

/** One way to raise a toast in the whole app; "destructive" is the spec's name for an error toast. */
export function showToast({ title, description, variant = "default", duration = TOAST_DURATION_MS }: ToastOptions) {
  const options = { description, duration };
  switch (variant) {
    case "destructive":
    case "error":
      return sonner.error(title, options);
    case "success":
      return sonner.success(title, options);
    case "info":
      return sonner.info(title, options);
    case "warning":
      return sonner.warning(title, options);
    case "loading":
      return sonner.loading(title, options);
    default:
      return sonner(title, options);
  }
}
