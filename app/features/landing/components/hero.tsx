import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button-variants";
import { ArrowDown, Check, Sparkles, X } from "../../../components/ui/first-paint-icons";
import { scrollToSection } from "./scroll-to-section";
import { GRADER_SECTION_ID } from "./landing-sections-id";

const WITHOUT = [
  "Hours spent writing and rewriting",
  "Generic text that blends into search results",
  "Missing the words guests search for",
  "Nearby places and best features left out",
];

const WITH = [
  "A complete listing in about 60 seconds",
  "SEO-optimised titles and descriptions",
  "Local highlights from a maps service",
  "Checked against each marketplace's rules",
];

const VISITOR_START = `/auth?signup=true&redirect=${encodeURIComponent("/create-listing")}`;

/** Spec §2: launch banner, headline, with/without comparison and the two calls to action. */
export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-heading" className="px-4 pb-14 pt-10 sm:px-6 md:pb-20 md:pt-16 lg:px-8">
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-accent px-4 py-1.5 text-sm font-medium text-accent-foreground">
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
          <span>
            Launch special: your first listing for <strong>$5</strong> (75% off)
          </span>
        </p>
        <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl">
          Airbnb listings that get you <span className="text-primary">booked</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
          ListingLift writes your title, description, house rules and local highlights from the facts of your home: search-friendly
          copy built to win up to 35% more bookings on Airbnb, Vrbo and Booking.com.
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {/* Spec §2 sends a visitor to /auth; the sign-up form of it (issue 21), who then lands on the form they came for. */}
          <Link to={signedIn ? "/create-listing" : VISITOR_START} className={buttonVariants({ size: "lg" })}>
            <Sparkles aria-hidden="true" />
            Get My $5 AI-Powered Listing
          </Link>
          <a href={`#${GRADER_SECTION_ID}`} onClick={scrollToSection(GRADER_SECTION_ID)} className={buttonVariants({ size: "lg", variant: "outline" })}>
            Grade My Current Listing
            <ArrowDown aria-hidden="true" />
          </a>
        </div>
      </div>

      <div className="mx-auto mt-12 grid max-w-4xl gap-4 md:grid-cols-2">
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">Without ListingLift</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {WITHOUT.map((item) => (
              <li key={item} className="flex items-start gap-3 text-sm">
                <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-primary/40 bg-card p-6 shadow-sm ring-1 ring-primary/20">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-primary">With ListingLift</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {WITH.map((item) => (
              <li key={item} className="flex items-start gap-3 text-sm">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
