import { PageContainer, PageHeader, TextSections } from "../components/layout/page-shell";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy | ListingLift" },
  { name: "description", content: "What ListingLift stores about you and your listings, and why." },
];

const SECTIONS = [
  {
    title: "What we store",
    body: "Your account's name and e-mail address; the facts you enter about your homes and the listings, captions and grades made from them; your credit purchases and use; and the pages you visit here, with the page you came from.",
  },
  {
    title: "Cookies",
    body: "A sign-in cookie keeps you logged in. A first-party cookie counts the free grader analyses a browser has used in the past hour. Your light or dark theme is kept in your browser.",
  },
  {
    title: "Who else sees it",
    body: "When the service is set up to use them, the facts of your home go to an AI provider to write your listing, addresses go to a maps service to find nearby places, and payments go to our payment processor.",
  },
];

export default function PrivacyPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Privacy" description="What ListingLift keeps about you and your listings, and who else sees it." />
      <TextSections sections={SECTIONS} idPrefix="privacy" />
    </PageContainer>
  );
}
