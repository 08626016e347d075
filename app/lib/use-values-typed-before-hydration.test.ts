import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { announceValuesTypedBeforeHydration } from "./use-values-typed-before-hydration";

const TYPED = "https://www.airbnb.com/rooms/1944564";

/**
 * A form as a prerendered page hydrates it: the field's ref is attached (holding what the visitor typed before the code
 * arrived) while the form is not ready yet, and only then does a watcher subscribe, as useWatch does in its layout effect.
 */
function hydrateForm(typedUrl: string) {
  const form = createFormControl({ defaultValues: { url: "", note: "" } });
  // What react-hook-form reads from the element: a text input whose value differs from its (server-rendered) default.
  const input = { name: "url", type: "text", value: typedUrl, defaultValue: "" };
  form.register("url").ref(input);
  const watched: string[] = [];
  form.subscribe({ formState: { values: true }, callback: ({ values }) => void watched.push(values.url) });
  return { form, input, watched };
}

describe("announceValuesTypedBeforeHydration", () => {
  it("hands a watcher that subscribed after hydration the value typed before it", () => {
    const { form, watched } = hydrateForm(TYPED);
    announceValuesTypedBeforeHydration(form);
    expect(watched).toEqual([TYPED]);
  });

  it("keeps the typed value in the form and in the field, and the field dirty", () => {
    const { form, input } = hydrateForm(TYPED);
    announceValuesTypedBeforeHydration(form);
    expect(form.getValues()).toEqual({ url: TYPED, note: "" });
    expect(form.getFieldState("url").isDirty).toBe(true);
    expect(input.value).toBe(TYPED);
  });

  it("tells nothing, so renders nothing, when nothing was typed", () => {
    const { form, watched } = hydrateForm("");
    announceValuesTypedBeforeHydration(form);
    expect(watched).toEqual([]);
  });

  // The gap the hook fills. If react-hook-form starts telling its watchers itself, this fails: the hook may then go.
  it("is needed: react-hook-form takes the typed value at the ref but setValue with it tells no watcher", () => {
    const { form, watched } = hydrateForm(TYPED);
    expect(form.getValues("url")).toBe(TYPED);
    form.setValue("url", TYPED);
    expect(watched).toEqual([]);
  });
});
