import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";

export interface PlanCardProps {
  id: string;
  name: string;
  price: ReactNode;
  priceNote: string;
  badge?: string;
  summary: string;
  features: string[];
  highlighted?: boolean;
  children: ReactNode;
}

/** One of the three plans of the spec: name, price, what it includes, and its buy button(s) at the bottom. */
export function PlanCard({ id, name, price, priceNote, badge, summary, features, highlighted, children }: PlanCardProps) {
  return (
    <Card
      aria-labelledby={`${id}-name`}
      role="region"
      className={cn("relative flex h-full flex-col gap-5 p-6", highlighted && "border-primary shadow-md ring-1 ring-primary/40")}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-name`} className="text-xl font-semibold">
            {name}
          </h2>
          {badge ? <Badge className="whitespace-nowrap">{badge}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">{summary}</p>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight tabular-nums">{price}</span>
        <span className="text-sm text-muted-foreground">{priceNote}</span>
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-3">{children}</div>
    </Card>
  );
}
