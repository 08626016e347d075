import { Alert } from "../../../components/ui/alert";
import { scrapeErrorHints, scrapeErrorTitle } from "./scrape-error-title";

/** The spec's error panel: a title chosen from the message, the message as the server wrote it, and hints. */
export function ScrapeErrorPanel({ message }: { message: string }) {
  const title = scrapeErrorTitle(message);
  const hints = scrapeErrorHints(title);
  return (
    <Alert variant="destructive" title={title}>
      <p>{message}</p>
      {hints.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
