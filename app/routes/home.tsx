import { ListingGrader } from "../features/grader/components/listing-grader";
import { LandingPage } from "../features/landing/components/landing-page";
import { useViewer } from "../features/session/api/get-session";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "AI-Powered Airbnb Listing Generator" },
  {
    name: "description",
    content:
      "ListingLift writes SEO-optimised Airbnb, Vrbo and Booking.com listings from the facts of your home, built to get up to 35% more bookings. Your first listing is $5.",
  },
];

export default function Home() {
  const { user } = useViewer();
  return <LandingPage signedIn={user !== null} grader={<ListingGrader signedIn={user !== null} headingLevel="h3" />} />;
}
