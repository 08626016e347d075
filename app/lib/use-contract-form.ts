import { useMemo } from "react";
import { type FieldValues, type Path, type UseFormProps, useForm } from "react-hook-form";
import type { z } from "zod";
import { contractResolver } from "./contract-resolver";
import { useValuesTypedBeforeHydration } from "./use-values-typed-before-hydration";

/**
 * A react-hook-form form checked with a contract's zod schema, as the app's forms behave: errors appear on submit,
 * each field's error goes as soon as that field is edited, and the next submit checks everything again. The focus
 * stays where it is unless a form asks for `shouldFocusError`.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
) {
  const resolver = useMemo(() => contractResolver(schema), [schema]);
  const form = useForm<Input, unknown, Output>({ mode: "onSubmit", reValidateMode: "onSubmit", shouldFocusError: false, ...options, resolver });
  useValuesTypedBeforeHydration(form);

  /** The message shown at `name`, if any. */
  const fieldError = (name: Path<Input>) => form.getFieldState(name, form.formState).error?.message;

  /** Props for a FormField (or TextareaField) bound to `name`: the input's registration and the field's message. */
  const field = (name: Path<Input>) => ({
    ...form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) form.clearErrors(name);
      },
    }),
    error: fieldError(name),
  });

  /** The server's answer, shown above the fields as the form's last word. */
  const setFormError = (message: string) => form.setError("root", { type: "server", message });

  return { ...form, field, fieldError, setFormError, formError: form.formState.errors.root?.message };
}
