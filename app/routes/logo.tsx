import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { describePage } from "../features/brand/page-meta";
import { LogoDownloads } from "../features/brand/components/logo-downloads";
import { AdminOnly } from "../features/session/components/admin-only";
import type { Route } from "./+types/logo";

export const meta: Route.MetaFunction = () => describePage({ title: "Logo | ListingLift", description: "The ListingLift logo in its four sizes, to download as SVG or PNG.", path: "/logo", noindex: true });

export default function LogoPage() {
  return (
    <AdminOnly>
      <PageContainer>
        <PageHeader
          title="Logo"
          description="The ListingLift house mark and wordmark in its four sizes, for light and dark backgrounds. Download each as SVG (any size, sharp) or PNG (twice the size shown, for tools that do not read SVG)."
        />
        <LogoDownloads />
      </PageContainer>
    </AdminOnly>
  );
}
