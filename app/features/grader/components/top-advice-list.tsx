import { Lightbulb } from "lucide-react";
import type { PartAdvice } from "../../../../contracts/grader";
import { PART_NAMES } from "./part-names";

/** A visitor's advice (DESIGN.md, grader results revised): the first suggestion of each part below Good, weakest first. */
export function TopAdviceList({ advice, headingLevel }: { advice: PartAdvice[]; headingLevel: "h3" | "h4" }) {
  const Heading = headingLevel;
  return (
    <section aria-label="What to fix first" className="flex flex-col gap-2">
      <Heading className="font-semibold">What to fix first</Heading>
      {advice.length === 0 ? (
        <p className="text-sm text-muted-foreground">No part of your listing scores below Good.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {advice.map(({ part, suggestion }) => (
            <li key={part} className="flex items-start gap-2 text-sm">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="font-medium">{PART_NAMES[part]}:</span> {suggestion}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
