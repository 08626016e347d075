import { LoaderCircle, Search } from "lucide-react";
import { useForm } from "react-hook-form";
import { parseListingUrl } from "../../../../core/listing-import/listing-url";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Form } from "../../../components/ui/form";

/** The URL's problem in the spec's words, from the rule the server applies too (core/listing-import). */
function checkListingUrl(url: string): true | string {
  const checked = parseListingUrl(url);
  return checked.ok || checked.message;
}

/** The URL in, checked with the spec's messages before any request (the server checks again). */
export function ScrapeForm({ pending, onScrape }: { pending: boolean; onScrape: (url: string) => void }) {
  // Checked on submit, the focus left where it is; the message goes as soon as the URL is edited.
  const form = useForm({ defaultValues: { url: "" }, reValidateMode: "onSubmit", shouldFocusError: false });
  const error = form.formState.errors.url?.message;
  const submit = form.handleSubmit(({ url }) => onScrape(url.trim()));

  return (
    <Form noValidate onSubmit={submit} aria-label="Scrape an Airbnb listing" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        className="flex-1"
        label="Airbnb listing URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://www.airbnb.com/rooms/12345678"
        hint="Any Airbnb country domain; the query part is ignored."
        error={error}
        {...form.register("url", {
          validate: checkListingUrl,
          onChange: () => {
            if (form.getFieldState("url").error) form.clearErrors("url");
          },
        })}
      />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined} className="sm:mt-7">
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
        {pending ? "Scraping…" : "Scrape"}
      </Button>
    </Form>
  );
}
