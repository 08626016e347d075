import { BookOpen, CreditCard } from "lucide-react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => [
  { title: "Support | ListingLift" },
  { name: "description", content: "Get help with ListingLift: listings, the grader, credits, payments and your account." },
];

export default function ContactPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Support"
        description="Help with your listings, the grader, credits and payments, or your account. Many answers are already in the user guide."
      />
      <PageLinks
        label="Help topics"
        links={[
          { title: "User Guide", description: "Step-by-step help for every tool.", href: "/user-guide", Icon: BookOpen },
          { title: "Pricing", description: "How credits, the launch special and bulk packs work.", href: "/pricing", Icon: CreditCard },
        ]}
      />
    </PageContainer>
  );
}
