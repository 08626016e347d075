import { TriangleAlert } from "lucide-react";

/** Said on the listing when the map look-up lost nearby places: the listing then names only the host's own places. */
export function PlaceWarningsNotice({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section role="status" className="flex gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">Nearby places were left out</h2>
        {warnings.map((warning) => (
          <p key={warning}>{warning}</p>
        ))}
        <p className="text-muted-foreground">Add the places guests should know to the facts and write the listing again, or edit the neighborhood yourself.</p>
      </div>
    </section>
  );
}
