import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import type { ListingCheck } from "../../../../core/writer/generated-listing";

/** Every rule run on the listing: what failed first, then what passed, folded. */
export function ChecksList({ checks }: { checks: ListingCheck[] }) {
  const failed = checks.filter((check) => !check.passed);
  const errors = failed.filter((check) => check.severity === "error").length;
  const warnings = failed.length - errors;
  const passed = checks.filter((check) => check.passed);
  return (
    <section className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm" aria-labelledby="checks-heading">
      <h2 id="checks-heading" className="font-semibold">
        Checks: {failed.length === 0 ? `all ${checks.length} passed` : `${errors} failed, ${warnings} ${warnings === 1 ? "warning" : "warnings"}, ${passed.length} passed`}
      </h2>
      {failed.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {failed.map((check, index) => (
            <li key={`${check.id}-${index}`} className="flex gap-2 text-sm">
              {check.severity === "error" ? <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Failed" /> : <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-label="Warning" />}
              <span>{check.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">Show the {passed.length} passed checks</summary>
        <ul className="mt-2 flex flex-col gap-1">
          {passed.map((check, index) => (
            <li key={`${check.id}-${index}`} className="flex gap-2 text-sm">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-label="Passed" />
              <span>{check.message}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
