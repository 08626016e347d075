import { useId, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Form } from "../../../components/ui/form";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useValuesTypedBeforeHydration } from "../../../lib/use-values-typed-before-hydration";
import { SubmitButton } from "./submit-button";
import { canSubmitUrl } from "./grader-rules";
import { useFocusRequest } from "./use-focus-request";

interface UrlAnalysisFormProps {
  pending: boolean;
  busy: boolean;
  limited: boolean;
  focusRequest: number;
  onSubmit(url: string): void;
}

/** Spec §5: the button (and Enter) works only when the text holds airbnb.com and nothing is pending or limited. */
export function UrlAnalysisForm({ pending, busy, limited, focusRequest, onSubmit }: UrlAnalysisFormProps) {
  const form = useForm({ defaultValues: { url: "" } });
  useValuesTypedBeforeHydration(form);
  const url = useWatch({ control: form.control, name: "url" });
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useFocusRequest(input, focusRequest);
  const enabled = canSubmitUrl(url, busy, limited);
  const { ref, ...registered } = form.register("url");

  const submit = form.handleSubmit((values) => {
    if (enabled) onSubmit(values.url);
  });

  return (
    <Form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label="Analyze a listing by URL">
      <Label htmlFor={id}>Airbnb listing URL</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={(element) => {
            ref(element);
            input.current = element;
          }}
          id={id}
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.airbnb.com/rooms/12345678"
          {...registered}
          aria-describedby={`${id}-hint`}
        />
        <SubmitButton pending={pending} disabled={!enabled} className="sm:w-44">
          {pending ? "Analyzing…" : "Analyze Listing"}
        </SubmitButton>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        The address of the listing's page on airbnb.com, e.g. airbnb.com/rooms/12345678.
      </p>
    </Form>
  );
}
