import { TriangleAlert } from "lucide-react";
import type { NearbyAnswer } from "../api/find-nearby";
import { describeNothingFound } from "../nearby-messages";

/** What the places provider found: the writer may name these, with these distances, and nothing else nearby. */
export function NearbyList({ answer }: { answer: NearbyAnswer }) {
  const warnings = answer.warnings.map((warning) => (
    <p key={warning} role="status" className="flex items-start gap-2 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      {warning}
    </p>
  ));
  if (answer.points.length === 0) {
    return warnings.length > 0 ? <div className="flex flex-col gap-1">{warnings}</div> : <p className="text-sm text-muted-foreground">{describeNothingFound(answer)}</p>;
  }
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-4">
      {warnings}
      <p className="text-sm">
        {answer.center?.displayName ? (
          <>
            Found on the map: <span className="font-medium">{answer.center.displayName}</span>.{" "}
          </>
        ) : null}
        The writer may mention these places within walking distance:
      </p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {answer.points.map((point) => (
          <li key={`${point.name}-${point.category}`}>
            <span className="font-medium">{point.name}</span>{" "}
            <span className="text-muted-foreground">
              ({point.category}
              {point.distanceMeters !== null ? `, ${point.distanceMeters} m, ${point.walkMinutes} min walk` : ""})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
