import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

type TypedForm<Values extends FieldValues> = Pick<UseFormReturn<Values>, "getValues" | "setValues">;

/**
 * Tells the form's watchers (`useWatch`) the values that were typed into its fields before React hydrated the page.
 *
 * react-hook-form reads such a value from the field itself when it attaches the field's ref, and marks the field
 * dirty, but tells no one: `useWatch` took its first value during render, before that, and subscribes only after it.
 * So what a watcher drives (the grader's enabled button, a character count) keeps the default until the next
 * keystroke. `setValue` with the same value cannot help: the form already holds it, so it changes nothing and emits
 * nothing. `setValues` with `shouldDirty` writes the same values again and always tells every watcher.
 */
export function announceValuesTypedBeforeHydration<Values extends FieldValues>({ getValues, setValues }: TypedForm<Values>): void {
  const typed = getValues(undefined, { dirtyFields: true });
  if (Object.keys(typed).length > 0) setValues(typed, { shouldDirty: true });
}

/**
 * For a form that may be prerendered: once mounted, its watchers see what was typed before hydration (a visitor on a
 * slow phone types before the code arrives). Call it after `useForm` (`useContractForm` does); a form that mounts
 * with nothing typed is left alone.
 */
export function useValuesTypedBeforeHydration<Values extends FieldValues>({ getValues, setValues }: TypedForm<Values>): void {
  // An effect runs after every layout effect of the commit, so every useWatch of the form has subscribed by then.
  useEffect(() => announceValuesTypedBeforeHydration({ getValues, setValues }), [getValues, setValues]);
}
