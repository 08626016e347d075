import { clsx } from "clsx";
import type { ReactNode } from "react";

/** Marks the bands drawn only as they near the viewport; scroll-to-section.ts draws them all before it scrolls. */
export const DRAWN_WHEN_NEAR = "[data-drawn-when-near]";

interface LandingSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** The grader page has no hero, so its grader section carries the page's h1. */
  headingLevel?: "h1" | "h2";
  className?: string;
  children?: ReactNode;
}

/**
 * One band of the landing page: an anchor, a heading with an optional eyebrow and lead, then its content.
 *
 * A band off the screen is not styled, laid out or painted until it nears the viewport (`content-visibility: auto`):
 * on a phone the bands run about 7,000 px below the hero, and laying them all out while the page loads was its
 * longest task after the first paint (decision 065). Until a band is first drawn it counts as 1,000 px tall; then the
 * browser keeps its real height. A scroll to a band draws them all first (scroll-to-section.ts): otherwise the bands it
 * passes would take their real heights on the way and move its target.
 */
export function LandingSection({ id, eyebrow, title, description, headingLevel = "h2", className, children }: LandingSectionProps) {
  const Heading = headingLevel;
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} data-drawn-when-near="" className={clsx("scroll-mt-20 px-4 py-14 [contain-intrinsic-size:auto_1000px] [content-visibility:auto] sm:px-6 md:py-20 lg:px-8", className)}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 text-center">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
        <Heading id={headingId} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {title}
        </Heading>
        {description ? <p className="text-base text-pretty text-muted-foreground md:text-lg">{description}</p> : null}
      </div>
      {children ? <div className="mx-auto mt-8 max-w-5xl">{children}</div> : null}
    </section>
  );
}
