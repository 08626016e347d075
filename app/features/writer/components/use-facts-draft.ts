import { useCallback, useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { PropertyFacts } from "../../../../core/writer/property-facts";
import { getDraft } from "../api/get-draft";
import { saveDraft } from "../api/save-draft";
import { EMPTY_DRAFT, type FactsDraft } from "./facts-draft";
import { factsResolver } from "./facts-resolver";

const SAVE_AFTER_MS = 800;

export type DraftStatus = { state: "loading" } | { state: "saved"; at: string | null } | { state: "saving" } | { state: "unsaved" } | { state: "error" };

/**
 * The form (react-hook-form, checked with `factsResolver` on submit) and its values, loaded from the server's draft
 * (or from `initial`, e.g. an imported listing) and saved back as the host types, a moment after the last change.
 */
export function useFactsDraft(initial: FactsDraft | null) {
  const form = useForm<FactsDraft, unknown, PropertyFacts>({ defaultValues: EMPTY_DRAFT, resolver: factsResolver, shouldFocusError: false });
  const { reset, watch, getValues, setValue } = form;
  const draft = useWatch({ control: form.control }) as FactsDraft;
  const [status, setStatus] = useState<DraftStatus>({ state: "loading" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    let cancelled = false;
    if (initial) {
      reset({ ...EMPTY_DRAFT, ...initial });
      setStatus({ state: "unsaved" });
      loaded.current = true;
      return;
    }
    getDraft()
      .then((saved) => {
        if (cancelled) return;
        reset({ ...EMPTY_DRAFT, ...(saved.facts as FactsDraft) });
        setStatus({ state: "saved", at: saved.updatedAt });
      })
      .catch(() => !cancelled && setStatus({ state: "error" }))
      .finally(() => {
        loaded.current = true;
      });
    return () => {
      cancelled = true;
    };
  }, [initial, reset]);

  // Every change of the values once the draft is in the form (loading it is a reset, before `loaded`) is saved.
  useEffect(() => {
    const { unsubscribe } = watch((values) => {
      if (!loaded.current) return;
      if (timer.current) clearTimeout(timer.current);
      setStatus({ state: "unsaved" });
      timer.current = setTimeout(() => {
        setStatus({ state: "saving" });
        saveDraft(values as Record<string, unknown>)
          .then((saved) => setStatus({ state: "saved", at: saved.updatedAt }))
          .catch(() => setStatus({ state: "error" }));
      }, SAVE_AFTER_MS);
    });
    return unsubscribe;
  }, [watch]);

  /** The sections' edits: a change of the whole draft, written to the form key by key. */
  const update = useCallback(
    (change: (draft: FactsDraft) => FactsDraft) => {
      const current = getValues();
      const next = change(current);
      for (const key of Object.keys(next) as (keyof FactsDraft)[]) {
        if (next[key] !== current[key]) setValue(key, next[key]);
      }
    },
    [getValues, setValue],
  );

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  return { form, draft, update, status };
}
