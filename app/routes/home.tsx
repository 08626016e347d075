import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "AI-Powered Airbnb Listing Generator" },
  { name: "description", content: "Write listings that get up to 35% more bookings." },
];

export default function Home() {
  return <h1>ListingLift</h1>;
}
