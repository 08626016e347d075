import type { NearbyAnswer } from "../api/places-api";

/** What the places provider found: the writer may name these, with these distances, and nothing else nearby. */
export function NearbyList({ answer }: { answer: NearbyAnswer }) {
  if (!answer.center) return <p className="text-sm text-muted-foreground">This address was not found on the map. The listing will name only the places you add below.</p>;
  if (answer.points.length === 0) {
    return <p className="text-sm text-muted-foreground">Found on the map ({answer.center.displayName}), but no places within walking distance were found. Add the ones guests should know below.</p>;
  }
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-4">
      <p className="text-sm">
        Found on the map: <span className="font-medium">{answer.center.displayName}</span>. The writer may mention these places within walking distance:
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
