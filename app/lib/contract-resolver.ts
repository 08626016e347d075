import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * zodResolver, with the issues about the whole form (an empty path, e.g. sign-in's "enter your e-mail and password")
 * under `errors.root`, where react-hook-form keeps form-level errors and where the server's message goes too.
 */
export function contractResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const { [""]: whole, ...fields } = result.errors as Record<string, FieldError | undefined>;
    return whole ? { values: {}, errors: { ...fields, root: whole } as FieldErrors<Input> } : result;
  };
}
