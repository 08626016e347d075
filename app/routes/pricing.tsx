import { Gauge, WandSparkles } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { Badge } from "../components/ui/badge";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => [
  { title: "Pricing | ListingLift" },
  {
    name: "description",
    content: "Pay per listing with credits, no subscription. Your first AI-written listing is $5 with the launch special (75% off); packs from $25 to $18 a listing.",
  },
];

/** Spec §3 and §9: the launch special and the credit packs. */
const PACKS = [
  { name: "Launch Special", credits: 1, price: 5, note: "75% off, first listing" },
  { name: "Starter", credits: 1, price: 25 },
  { name: "Growth Pack", credits: 3, price: 66, note: "12% off" },
  { name: "Pro Bundle", credits: 10, price: 200, note: "20% off" },
  { name: "Power Host", credits: 20, price: 360, note: "28% off" },
];

export default function PricingPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Pricing"
        description="ListingLift runs on credits, not a subscription: one credit writes one listing, and every listing credit brings 50 image-caption credits."
      />
      <div className="mb-10 overflow-x-auto rounded-lg border bg-card shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Credit packs and prices</caption>
          <thead className="border-b bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium sm:px-6">Pack</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Listings</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Price</th>
              <th scope="col" className="hidden px-4 py-3 text-right font-medium sm:table-cell sm:px-6">Per listing</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {PACKS.map((pack) => (
              <tr key={pack.name}>
                <th scope="row" className="px-4 py-4 font-semibold sm:px-6">
                  <span className="flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:gap-2">
                    {pack.name}
                    {pack.note ? <Badge variant="accent" className="whitespace-nowrap font-medium">{pack.note}</Badge> : null}
                  </span>
                </th>
                <td className="px-4 py-4 text-right tabular-nums">{pack.credits}</td>
                <td className="px-4 py-4 text-right font-semibold tabular-nums">${pack.price}</td>
                <td className="hidden px-4 py-4 text-right tabular-nums text-muted-foreground sm:table-cell sm:px-6">${pack.price / pack.credits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks
        label="Get started"
        links={[
          { title: "Create a listing", description: "Describe your home and get a complete listing.", href: "/create-listing", Icon: WandSparkles },
          { title: "Grade your listing for free", description: "See how your current listing scores before you spend anything.", href: "/listing-quality-grader", Icon: Gauge },
        ]}
      />
    </PageContainer>
  );
}
