import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * Whether this component's event handlers are attached: false while a prerendered page (or a part of it under a
 * Suspense boundary) waits for its code and hydrates, true from the render after; true at once in anything mounted
 * later. Before then a click or Enter reaches the browser, not the app.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
