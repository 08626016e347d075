import { BookOpen, CreditCard, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { CONTACT_MESSAGES_PER_WINDOW } from "../../contracts/contact";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { Card, CardContent } from "../components/ui/card";
import { describePage } from "../features/brand/page-meta";
import { ContactForm } from "../features/contact/components/contact-form";
import { useViewer } from "../features/session/api/get-session";
import type { Route } from "./+types/contact";

const DESCRIPTION = "Ask ListingLift's support team about your listings, the grader, credits and payments, or your account. We reply by e-mail.";

export const meta: Route.MetaFunction = () => describePage({ title: "Support | ListingLift", description: DESCRIPTION, path: "/contact" });

const HELP_LINKS = [
  { href: "/user-guide", label: "User guide", text: "Every feature step by step, with the grader's limits and what the score means.", Icon: BookOpen },
  { href: "/pricing", label: "Pricing", text: "Credits, the $5 Launch Special and the bulk packs.", Icon: CreditCard },
  { href: "/privacy", label: "Privacy", text: "What we keep, who else sees it, and how to delete your account.", Icon: ShieldCheck },
];

function HelpLinks() {
  return (
    <aside aria-labelledby="before-you-write" className="flex flex-col gap-4">
      <h2 id="before-you-write" className="text-lg font-semibold">
        Before you write
      </h2>
      <p className="text-sm text-muted-foreground">Many answers are already here:</p>
      <ul className="flex flex-col gap-3">
        {HELP_LINKS.map(({ href, label, text, Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="group flex gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium group-hover:text-primary">{label}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">To keep the inbox free of spam, one address can send {CONTACT_MESSAGES_PER_WINDOW} messages an hour.</p>
    </aside>
  );
}

export default function ContactPage() {
  const { user } = useViewer();
  return (
    <PageContainer>
      <PageHeader title="Support" description={DESCRIPTION} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardContent className="pt-6">
            {/* Not keyed by the account: a remount would wipe what was typed before the session was known. */}
            <ContactForm sender={user ? { name: user.name, email: user.email } : undefined} />
          </CardContent>
        </Card>
        <HelpLinks />
      </div>
    </PageContainer>
  );
}
