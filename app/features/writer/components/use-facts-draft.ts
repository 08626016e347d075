import { useCallback, useEffect, useRef, useState } from "react";
import { getDraft } from "../api/get-draft";
import { saveDraft } from "../api/save-draft";
import { EMPTY_DRAFT, type FactsDraft } from "./facts-draft";

const SAVE_AFTER_MS = 800;

export type DraftStatus = { state: "loading" } | { state: "saved"; at: string | null } | { state: "saving" } | { state: "unsaved" } | { state: "error" };

/**
 * The form's values, loaded from the server's draft (or from `initial`, e.g. an imported listing) and saved back as the
 * host types, a moment after the last change.
 */
export function useFactsDraft(initial: FactsDraft | null) {
  const [draft, setDraft] = useState<FactsDraft>(EMPTY_DRAFT);
  const [status, setStatus] = useState<DraftStatus>({ state: "loading" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    let cancelled = false;
    if (initial) {
      setDraft({ ...EMPTY_DRAFT, ...initial });
      setStatus({ state: "unsaved" });
      loaded.current = true;
      return;
    }
    getDraft()
      .then((saved) => {
        if (cancelled) return;
        setDraft({ ...EMPTY_DRAFT, ...(saved.facts as FactsDraft) });
        setStatus({ state: "saved", at: saved.updatedAt });
      })
      .catch(() => !cancelled && setStatus({ state: "error" }))
      .finally(() => {
        loaded.current = true;
      });
    return () => {
      cancelled = true;
    };
  }, [initial]);

  const update = useCallback((change: (draft: FactsDraft) => FactsDraft) => {
    setDraft((current) => {
      const next = change(current);
      if (loaded.current) {
        if (timer.current) clearTimeout(timer.current);
        setStatus({ state: "unsaved" });
        timer.current = setTimeout(() => {
          setStatus({ state: "saving" });
          saveDraft(next as Record<string, unknown>)
            .then((saved) => setStatus({ state: "saved", at: saved.updatedAt }))
            .catch(() => setStatus({ state: "error" }));
        }, SAVE_AFTER_MS);
      }
      return next;
    });
  }, []);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const replace = useCallback((next: FactsDraft) => update(() => next), [update]);
  return { draft, update, replace, status };
}
