import { Logo, type LogoSize } from "../components/layout/logo";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { AdminOnly } from "../features/session/components/admin-only";
import type { Route } from "./+types/logo";

export const meta: Route.MetaFunction = () => [
  { title: "Logo | ListingLift" },
  { name: "description", content: "The ListingLift logo in its four sizes." },
];

const SIZES: LogoSize[] = ["sm", "md", "lg", "xl"];

export default function LogoPage() {
  return (
    <AdminOnly>
      <PageContainer>
        <PageHeader title="Logo" description="The ListingLift house mark and wordmark in its four sizes. Switch the theme to see it on the other background." />
        <ul className="flex flex-col gap-8 rounded-lg border bg-card p-6 sm:p-8">
          {SIZES.map((size) => (
            <li key={size} className="flex flex-wrap items-center justify-between gap-4">
              <Logo size={size} />
              <code className="rounded bg-muted px-2 py-1 text-xs text-muted-foreground">size="{size}"</code>
            </li>
          ))}
        </ul>
      </PageContainer>
    </AdminOnly>
  );
}
