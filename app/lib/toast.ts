import type * as Sonner from "sonner";

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

// sonner loads with the first toast (or with the toaster, whichever comes first), not with every page: a toast
// raised before the toaster has mounted is kept by sonner and shown when it subscribes.
let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

/** One way to raise a toast in the whole app; "destructive" is the spec's name for an error toast. */
export function showToast({ title, description, variant = "default", duration = TOAST_DURATION_MS }: ToastOptions): void {
  const options = { description, duration };
  void loadSonner().then(({ toast }) => {
    switch (variant) {
      case "destructive":
      case "error":
        return toast.error(title, options);
      case "success":
        return toast.success(title, options);
      case "info":
        return toast.info(title, options);
      case "warning":
        return toast.warning(title, options);
      case "loading":
        return toast.loading(title, options);
      default:
        return toast(title, options);
    }
  });
}
