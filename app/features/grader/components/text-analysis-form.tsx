import { type KeyboardEvent, useId, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { TEXT_MIN_LENGTH } from "../../../../core/listing-text/validate-listing-text";
import { Form } from "../../../components/ui/form";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { useValuesTypedBeforeHydration } from "../../../lib/use-values-typed-before-hydration";
import { canSubmitText } from "./grader-rules";
import { SubmitButton } from "./submit-button";
import { useFocusRequest } from "./use-focus-request";

interface TextAnalysisFormProps {
  analyzing: boolean;
  busy: boolean;
  limited: boolean;
  focusRequest: number;
  onSubmit(text: string): void;
}

/**
 * Spec §5: the button is disabled below 50 trimmed characters. Ctrl+Enter (⌘+Enter) submits from the text area; there
 * the rules answer with the spec's toast ("Text is too short") or error ("Please paste a listing description…").
 */
export function TextAnalysisForm({ analyzing, busy, limited, focusRequest, onSubmit }: TextAnalysisFormProps) {
  const form = useForm({ defaultValues: { text: "" } });
  useValuesTypedBeforeHydration(form);
  const text = useWatch({ control: form.control, name: "text" });
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  useFocusRequest(area, focusRequest);
  const enabled = canSubmitText(text, TEXT_MIN_LENGTH, busy, limited);
  const length = text.trim().length;

  const { ref, ...registered } = form.register("text");

  const submit = form.handleSubmit((values) => {
    if (enabled) onSubmit(values.text);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (!busy && !limited) onSubmit(form.getValues("text"));
  };

  return (
    <Form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label="Analyze pasted listing text">
      <Label htmlFor={id}>Listing description</Label>
      <textarea
        ref={(element) => {
          ref(element);
          area.current = element;
        }}
        id={id}
        rows={8}
        {...registered}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-count`}
        placeholder={"Paste your listing: its title on the first line, then the description and the amenities."}
        className={cn(
          "w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm",
          "placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        )}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-count`} className="text-xs text-muted-foreground" aria-live="polite">
          {length < TEXT_MIN_LENGTH ? `${length} of at least ${TEXT_MIN_LENGTH} characters` : `${length} characters`}
        </p>
        <SubmitButton pending={analyzing} disabled={!enabled} className="sm:w-44">
          {analyzing ? "Analyzing…" : "Analyze Text"}
        </SubmitButton>
      </div>
    </Form>
  );
}
