import { useEffect } from "react";

/** How far below the viewport a section's code starts to load: about a screen of a phone, so a scroll meets it ready. */
const AHEAD = "600px";

/**
 * A lazy part's import that, on a prerendered page, waits until the part's HTML comes near the viewport. Until its code
 * arrives React keeps that HTML as it is (it paints and its links work), so a part below the fold no longer costs its
 * download, parse and hydration in the page's first seconds, when a phone's main thread is busiest.
 *
 * The import starts at once when the page has no such element yet (a client-side navigation: the part is about to be
 * drawn, not hydrated), when it is already near the viewport, or where IntersectionObserver is missing.
 */
export function importWhenVisible<T>(elementId: string, load: () => Promise<T>): () => Promise<T> {
  return () => {
    const element = typeof document === "undefined" ? null : document.getElementById(elementId);
    if (element === null || typeof IntersectionObserver === "undefined") return load();
    return new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: `0px 0px ${AHEAD} 0px` },
      );
      observer.observe(element);
    }).then(load);
  };
}

/**
 * Called by a part loaded with importWhenVisible: marks its element `data-hydrated` once its code has run, as app/root.tsx
 * marks <html>. Before that a click on the part does nothing; tests and screenshots wait for the mark.
 */
export function useMarkHydrated(elementId: string): void {
  useEffect(() => document.getElementById(elementId)?.setAttribute("data-hydrated", ""), [elementId]);
}

/**
 * useMarkHydrated as an element, for a lazily loaded part that is not written for one place (the grader): put beside the
 * part under its Suspense boundary, it is committed with the part, so the mark comes once the part's code has run.
 */
export function HydratedMark({ elementId }: { elementId: string }): null {
  useMarkHydrated(elementId);
  return null;
}
