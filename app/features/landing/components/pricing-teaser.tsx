import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { BULK_PACK_IDS, CREDIT_PACKS, findCreditPack, pricePerCredit, STARTER_PACK_ID } from "../../../../core/credits/credit-packs";
import { CAPTION_CREDITS_PER_LISTING_CREDIT } from "../../../../core/credits/credit-rules";
import { LAUNCH_SPECIAL } from "../../../../core/credits/launch-special";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { HostStory, ILLUSTRATIVE_NOTE } from "./host-story";
import { LandingSection } from "./landing-section";

interface TeaserPlan {
  id: string;
  name: string;
  price: string;
  priceNote: string;
  badge?: string;
  features: string[];
  button: string;
  highlighted?: boolean;
}

const starter = findCreditPack(STARTER_PACK_ID)!;
const bulk = CREDIT_PACKS.filter((pack) => BULK_PACK_IDS.includes(pack.id));
const lowestBulkPrice = Math.min(...bulk.map(pricePerCredit));
const highestBulkDiscount = Math.max(...bulk.map((pack) => pack.discountPercentage ?? 0));

// Spec §3's three plans, from the same numbers the pricing page sells at (core/credits).
const PLANS: TeaserPlan[] = [
  {
    id: "launch-special",
    name: LAUNCH_SPECIAL.name,
    price: `$${LAUNCH_SPECIAL.price}`,
    priceNote: "your first listing",
    badge: `${LAUNCH_SPECIAL.discountPercentage}% off`,
    features: [`${LAUNCH_SPECIAL.listingCredits} listing credit`, `${LAUNCH_SPECIAL.captionCredits} image caption credits`, "Once per account"],
    button: "Get the Launch Special",
    highlighted: true,
  },
  {
    id: "starter",
    name: starter.name,
    price: `$${starter.price}`,
    priceNote: "per listing credit",
    features: [`${starter.credits} listing credit`, `${CAPTION_CREDITS_PER_LISTING_CREDIT} image caption credits`, "No subscription"],
    button: "Choose Starter",
  },
  {
    id: "bulk-credits",
    name: "Bulk Credits",
    price: `$${lowestBulkPrice}`,
    priceNote: "per credit, at best",
    badge: `Up to ${highestBulkDiscount}% off`,
    features: [
      `Packs of ${bulk.map((pack) => pack.credits).join(", ").replace(/, (\d+)$/, " or $1")} credits`,
      `${bulk.map((pack) => `$${pricePerCredit(pack)}`).join(", ").replace(/, (\S+)$/, " or $1")} a listing`,
      `${CAPTION_CREDITS_PER_LISTING_CREDIT} image caption credits with each`,
    ],
    button: "Choose Bulk Credits",
  },
];

const STORIES = [
  { quote: "Five dollars for the first listing was an easy way to find out whether it would work for my cabin.", name: "Sam", role: "hosts a cabin in Oregon" },
  {
    quote: "We buy the 20-credit pack when we take on new homes. Each listing costs us less than an hour of a copywriter's time.",
    name: "Priya",
    role: "property manager in Lisbon",
  },
];

function PlanTeaser({ plan }: { plan: TeaserPlan }) {
  return (
    <li
      className={cn(
        "flex flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm",
        plan.highlighted && "border-primary ring-1 ring-primary/40",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{plan.name}</h3>
        {plan.badge ? <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">{plan.badge}</span> : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight tabular-nums">{plan.price}</span>
        <span className="text-sm text-muted-foreground">{plan.priceNote}</span>
      </p>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild variant={plan.highlighted ? "default" : "outline"}>
        <Link to="/pricing">{plan.button}</Link>
      </Button>
    </li>
  );
}

/** Spec §2 "Pricing teaser": the three plans and two stories; every plan's button goes to /pricing. */
export function PricingTeaser() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Pay per listing. No subscription."
      description={`Your first listing costs $${LAUNCH_SPECIAL.price} with the launch special. After that a listing credit is $${starter.price}, or $${lowestBulkPrice} each when you buy ${bulk.at(-1)?.credits}.`}
      className="border-t"
    >
      <ul className="grid gap-4 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanTeaser key={plan.id} plan={plan} />
        ))}
      </ul>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {STORIES.map((story) => (
          <HostStory key={story.name} {...story} />
        ))}
      </div>
      <p className="mt-3 text-center text-xs text-muted-foreground">{ILLUSTRATIVE_NOTE}</p>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="link">
          <Link to="/pricing">
            See every pack on the pricing page
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </LandingSection>
  );
}
