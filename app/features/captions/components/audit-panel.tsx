import { CircleCheck, Images, LayoutList, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { CaptionSet } from "../../../../contracts/captions";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { ISSUE_LABELS } from "./photo-issues";

function Finding({ ok, title, children }: { ok: boolean; title: string; children: ReactNode }) {
  const Icon = ok ? CircleCheck : TriangleAlert;
  return (
    <li className="flex gap-3">
      <Icon className={cn("mt-0.5 size-5 shrink-0", ok ? "text-success" : "text-warning")} aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium">{title}</p>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** The photo audit of a set: count, rooms, problem photos, and the suggested order with the cover first. */
export function AuditPanel({ set }: { set: CaptionSet }) {
  const { audit } = set;
  const byId = new Map(set.photos.map((photo) => [photo.id, photo]));
  const problems = set.photos.filter((photo) => photo.issues.length > 0);
  const countOk = audit.count.verdict === "in_range";
  return (
    <Card role="region" aria-labelledby="audit-heading">
      <CardHeader>
        <CardTitle id="audit-heading" className="flex items-center gap-2">
          <LayoutList className="size-5 text-primary" aria-hidden="true" /> Photo audit
        </CardTitle>
        <CardDescription>What guests will notice about this set, checked without AI: resolution, orientation, light, focus, repeats and missing rooms.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ul className="flex flex-col gap-4">
          <Finding ok={countOk} title={`${audit.photoCount} photo${audit.photoCount === 1 ? "" : "s"}${audit.count.verdict === "too_few" ? ": add more" : audit.count.verdict === "too_many" ? ": too many" : ""}`}>
            {audit.count.message}
            {set.bedrooms === null ? " Set the bedrooms above for a range that fits the home." : ""}
          </Finding>
          <Finding ok={audit.rooms.messages.length === 0} title={audit.rooms.missing.length === 0 && audit.rooms.unlabelled === 0 ? "Every main space is shown" : "Rooms"}>
            {audit.rooms.messages.length === 0 ? "Outside, living room, kitchen, bedroom and bathroom are all there." : audit.rooms.messages.join(" ")}
          </Finding>
          <Finding ok={problems.length === 0} title={problems.length === 0 ? "No photo problems" : `${problems.length} photo${problems.length === 1 ? " needs" : "s need"} attention`}>
            {problems.length === 0 ? (
              `Every photo is at least 1024 × 683, in landscape, well lit, sharp and different from the others.`
            ) : (
              <ul className="mt-1 flex flex-col gap-1">
                {problems.map((photo) => (
                  <li key={photo.id}>
                    <span className="font-medium text-foreground">{photo.fileName}</span>: {photo.issues.map((issue) => ISSUE_LABELS[issue.kind].toLowerCase()).join(", ")}
                  </li>
                ))}
              </ul>
            )}
          </Finding>
        </ul>
        {audit.order.length > 0 ? (
          <section aria-labelledby="order-heading" className="flex flex-col gap-3">
            <h3 id="order-heading" className="flex items-center gap-2 font-semibold">
              <Images className="size-4 text-primary" aria-hidden="true" /> Suggested order
            </h3>
            {audit.coverReason ? <p className="text-sm text-muted-foreground">Cover: {audit.coverReason}</p> : null}
            <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6" aria-label="Photos in the suggested order">
              {audit.order.map((id, index) => {
                const photo = byId.get(id);
                if (!photo) return null;
                const duplicate = photo.issues.some((issue) => issue.kind === "near_duplicate");
                return (
                  <li key={id} className={cn("relative", duplicate && "opacity-50")}>
                    <img src={photo.thumbnailUrl} alt={`${index + 1}. ${photo.fileName}`} className={cn("aspect-[3/2] w-full rounded-md border object-cover", index === 0 && "ring-2 ring-primary")} loading="lazy" />
                    <span className="absolute top-1 left-1 rounded bg-background/90 px-1.5 text-xs font-semibold tabular-nums shadow-sm">
                      {index === 0 ? "Cover" : index + 1}
                    </span>
                  </li>
                );
              })}
            </ol>
            {audit.duplicateGroups.length > 0 ? <p className="text-xs text-muted-foreground">Faded: near-duplicates, left to the end. Keep one of each.</p> : null}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
