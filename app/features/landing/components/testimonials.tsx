import { HostStory, ILLUSTRATIVE_NOTE } from "./host-story";
import { LandingSection } from "./landing-section";

const STORIES = [
  {
    quote:
      "I had rewritten my description four times and it still read like everyone else's. The listing I got back used what my place really has, the east-facing balcony and the beach chairs in the closet, and the first title fits on a phone.",
    name: "Maria",
    role: "hosts one condo in Florida",
  },
  {
    quote:
      "We look after forty homes. The bulk upload takes our spreadsheet, and every listing comes back checked against each marketplace's limits, so nothing gets cut off when we paste it in.",
    name: "Daniel",
    role: "property manager in Colorado",
  },
  {
    quote:
      "Before paying anything I ran my old listing through the free grader. It showed that phones cut my title in half and that my description never mentioned the metro. The fixes took ten minutes.",
    name: "Claire",
    role: "hosts an apartment in Lyon",
  },
];

/** Spec §2 "Testimonials": three static items, marked as illustrative. */
export function Testimonials() {
  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title="What hosts get out of it"
      description={ILLUSTRATIVE_NOTE}
      className="border-t"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {STORIES.map((story) => (
          <HostStory key={story.name} {...story} />
        ))}
      </div>
    </LandingSection>
  );
}
