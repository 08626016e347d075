import { PageContainer, PageHeader, TextSections } from "../components/layout/page-shell";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => [
  { title: "Terms | ListingLift" },
  { name: "description", content: "The terms for using ListingLift: credits, the listings it writes, and your responsibilities as a host." },
];

const SECTIONS = [
  {
    title: "Credits",
    body: "ListingLift is paid for with credits, not a subscription. One credit writes one listing; a listing the writer could not finish costs nothing.",
  },
  {
    title: "Your listings",
    body: "Listings are written from the facts you give. Read each one before you publish it: you are responsible for what your listing says about your home and for following your marketplace's rules.",
  },
  {
    title: "Free grader",
    body: "Visitors may run 3 free listing analyses an hour. The score is guidance for improving a listing, not a promise of bookings.",
  },
];

export default function TermsPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Terms" description="The terms for using ListingLift." />
      <TextSections sections={SECTIONS} idPrefix="terms" />
    </PageContainer>
  );
}
