import { type RefObject, useEffect } from "react";

/** Focuses the field when `request` changes after the first render (the error panel's Try Again). */
export function useFocusRequest(ref: RefObject<HTMLElement | null>, request: number): void {
  useEffect(() => {
    if (request > 0) ref.current?.focus();
  }, [ref, request]);
}
