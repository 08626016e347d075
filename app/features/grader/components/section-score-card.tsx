import { CircleAlert, CircleCheck, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import type { FullAnalysis } from "../../../../contracts/grader";
import { ScoreBar } from "./score-bar";
import { toPercent } from "./score-style";

type SectionScore = FullAnalysis["result"]["breakdown"]["title"];

function NoteList({ items, icon, label }: { items: string[]; icon: ReactNode; label: string }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</p>
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm">
            {icon}
            <span className="min-w-0 break-words">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One component of the score: its figure and label, strengths, issues and at most 2 suggestions (spec §9). */
export function SectionScoreCard({ name, section, headingLevel }: { name: string; section: SectionScore; headingLevel: "h3" | "h4" }) {
  const Heading = headingLevel;
  const percent = toPercent(section.score);
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-4" aria-label={`${name} score`}>
      <div className="flex items-baseline justify-between gap-2">
        <Heading className="font-semibold">{name}</Heading>
        <p className="text-sm">
          <span className="font-semibold tabular-nums">{percent}%</span> <span className="text-muted-foreground">· {section.label}</span>
        </p>
      </div>
      <ScoreBar percent={percent} label={`${name}: ${percent} out of 100`} />
      <NoteList label="Strengths" items={section.strengths} icon={<CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />} />
      <NoteList label="Issues" items={section.issues} icon={<CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />} />
      <NoteList
        label="Suggestions"
        items={section.suggestions.slice(0, 2)}
        icon={<Lightbulb className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />}
      />
    </article>
  );
}
