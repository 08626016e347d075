import { Quote } from "lucide-react";

export interface HostStoryProps {
  quote: string;
  name: string;
  role: string;
}

/** One illustrative host story: a quote and who tells it. */
export function HostStory({ quote, name, role }: HostStoryProps) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
      <Quote className="size-6 text-primary" aria-hidden="true" />
      <blockquote className="flex-1 text-pretty">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="text-sm">
        <span className="font-semibold">{name}</span>
        <span className="text-muted-foreground">, {role}</span>
      </figcaption>
    </figure>
  );
}

/** Said under every group of stories: they show how hosts use the product; they are not endorsements. */
export const ILLUSTRATIVE_NOTE = "Illustrative stories of how hosts use ListingLift. The names are examples, not customers.";
