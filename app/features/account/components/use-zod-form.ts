import { type ChangeEvent, type FormEvent, useCallback, useState } from "react";
import type { z } from "zod";

type Values = Record<string, string | boolean>;
/** Field errors by name; "form" holds a message about the whole form (spec §5's missing-credentials text, a server error). */
type Errors<T> = Partial<Record<keyof T | "form", string>>;

/**
 * A small controlled form with zod: the values, the first error of each field, and a submit handler that validates
 * and calls `onValid` with the parsed values. The server still decides; its message is set with `setFormError`.
 */
export function useZodForm<T extends Values, Out>(schema: z.ZodType<Out, T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Props for a text input bound to `name`. */
  const textField = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ""),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as T[typeof name]),
  });

  const setFormError = useCallback((message: string | undefined) => setErrors((current) => ({ ...current, form: message })), []);

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const next: Errors<T> = {};
    for (const issue of result.error.issues) {
      const key = (issue.path.length > 0 ? String(issue.path[0]) : "form") as keyof T | "form";
      next[key] ??= issue.message;
    }
    setErrors(next);
  };

  const reset = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setValue, textField, setFormError, handleSubmit, reset };
}
