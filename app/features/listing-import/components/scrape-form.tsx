import { LoaderCircle, Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { parseListingUrl } from "../../../../core/listing-import/listing-url";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";

/** The URL in, checked with the spec's messages before any request (the server checks again). */
export function ScrapeForm({ pending, onScrape }: { pending: boolean; onScrape: (url: string) => void }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = parseListingUrl(url);
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    onScrape(url.trim());
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Scrape an Airbnb listing" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <FormField
        className="flex-1"
        label="Airbnb listing URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://www.airbnb.com/rooms/12345678"
        hint="Any Airbnb country domain; the query part is ignored."
        value={url}
        error={error}
        onChange={(event) => {
          setUrl(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined} className="sm:mt-7">
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
        {pending ? "Scraping…" : "Scrape"}
      </Button>
    </form>
  );
}
