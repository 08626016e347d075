import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FOLLOW_THE_SESSION, START_OVER, contactFormValues } from "./contact-form-values";

const HOST = { name: "Ana Ruiz", email: "ana@example.com" };
const TYPED = "Vrbo refuses my headline as too short. What is the minimum?";

/**
 * The Support form as the page hydrates it for a visitor (the session is not known yet), with `typed` in the fields
 * before the code came: react-hook-form reads each from its element when it attaches the ref, and marks it dirty.
 */
function hydrateVisitorForm(typed: Partial<Record<"name" | "message", string>>) {
  const form = createFormControl({ defaultValues: contactFormValues(), values: contactFormValues(), resetOptions: FOLLOW_THE_SESSION });
  const elements = Object.fromEntries(
    (["name", "email", "subject", "message"] as const).map((name) => {
      const element = { name, type: "text", value: typed[name as keyof typeof typed] ?? "", defaultValue: "" };
      form.register(name).ref(element);
      return [name, element];
    }),
  );
  return { form, elements };
}

/** What useForm does when its `values` change (the session arrived): a reset with them and the form's resetOptions. */
function sessionArrives(form: ReturnType<typeof hydrateVisitorForm>["form"]) {
  form.reset(contactFormValues(HOST));
}

describe("the Support form following the session", () => {
  it("fills in the signed-in host's name and e-mail and keeps the message they typed before", () => {
    const { form, elements } = hydrateVisitorForm({ message: TYPED });
    sessionArrives(form);
    expect(form.getValues()).toMatchObject({ name: HOST.name, email: HOST.email, subject: "", message: TYPED });
    expect(elements.name?.value).toBe(HOST.name);
    expect(elements.message?.value).toBe(TYPED);
    expect(form.getFieldState("message").isDirty).toBe(true);
    expect(form.getFieldState("name").isDirty).toBe(false);
  });

  it("keeps a name the host wrote themselves", () => {
    const { form, elements } = hydrateVisitorForm({ name: "Ana (host of the loft)" });
    sessionArrives(form);
    expect(form.getValues("name")).toBe("Ana (host of the loft)");
    expect(elements.name?.value).toBe("Ana (host of the loft)");
    expect(form.getValues("email")).toBe(HOST.email);
  });

  // react-hook-form merges the form's resetOptions into every reset(): "Send another message" must say START_OVER.
  it("empties the typed fields when starting over, and only then", () => {
    const { form } = hydrateVisitorForm({ message: TYPED });
    form.reset(contactFormValues(HOST));
    expect(form.getValues("message")).toBe(TYPED);
    form.reset(contactFormValues(HOST), START_OVER);
    expect(form.getValues()).toEqual(contactFormValues(HOST));
  });
});
