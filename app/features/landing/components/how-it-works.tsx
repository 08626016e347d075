import { ClipboardList, Coins, FileText, Fingerprint, type LucideIcon, MapPin, Search, Timer } from "lucide-react";
import { LandingSection } from "./landing-section";

const FEATURES: { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: "Property insights",
    text: "Describe your home once: rooms, beds, amenities, what guests love and who it suits. Every line of the listing comes from those facts; nothing is made up.",
    Icon: ClipboardList,
  },
  {
    title: "Complete listings",
    text: "Three title options, the “About this space” summary, the space, guest access, the neighborhood, getting around, house rules and nearby places.",
    Icon: FileText,
  },
  {
    title: "Flexible credits",
    text: "One credit writes one listing. Buy one when you need it or a pack for several homes: no subscription, nothing renews.",
    Icon: Coins,
  },
  {
    title: "SEO-optimised",
    text: "Titles and descriptions use the words guests search for (the town, the neighborhood, the amenities that matter) and come with suggested keywords.",
    Icon: Search,
  },
  {
    title: "Local highlights",
    text: "Cafés, beaches, stations and parks near your home come from a maps service, with walking minutes, so guests know what is close.",
    Icon: MapPin,
  },
  {
    title: "Unique content",
    text: "Written for your home, not filled into a template: stock phrases such as “nestled” or “hidden gem” are checked and left out.",
    Icon: Fingerprint,
  },
  {
    title: "Instant results",
    text: "A finished listing in about 60 seconds, checked against Airbnb, Vrbo and Booking.com length and content rules, ready to copy section by section.",
    Icon: Timer,
  },
];

/** Spec §2 "How it works": the seven feature cards. */
export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="From the facts of your home to a finished listing"
      description="Tell ListingLift about your home. It writes the whole listing, checks it against the marketplace's rules, and you copy it in section by section."
    >
      {/* Seven cards: rows of four (two on tablets) with the last row centred. */}
      <ul className="flex flex-wrap justify-center gap-4">
        {FEATURES.map(({ title, text, Icon }) => (
          <li
            key={title}
            className="flex w-full flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-3rem)/4)]"
          >
            <span className="flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
