import { useQueryClient } from "../lib/query";
import { CreditCard, Sparkles } from "lucide-react";
import { useCallback } from "react";
import { PageContainer, PageHeader, PageLinks } from "../components/layout/page-shell";
import { balancesQueryKey, useBalances } from "../features/billing/api/get-balances";
import { CaptionGenerator } from "../features/captions/components/caption-generator";
import { sessionQueryKey, useViewer } from "../features/session/api/get-session";
import { CaptionUsersOnly } from "../features/session/components/caption-users-only";
import type { Route } from "./+types/image-caption-generator";

export const meta: Route.MetaFunction = () => [
  { title: "Image Caption Generator | ListingLift" },
  { name: "description", content: "Captions and alt text for your listing photos, and an audit of the photo set: resolution, light, focus, repeats, missing rooms and the order to show them in." },
];

/** The page composes the caption feature with the caption balance from billing. */
function CaptionGeneratorWithBalance() {
  const { isAdmin } = useViewer();
  const balances = useBalances(true);
  const queryClient = useQueryClient();
  // The session says whether the generator is open to the user (the header's links follow it), so it is asked again too.
  const onCreditsChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: balancesQueryKey });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);
  return (
    <CaptionGenerator
      captionCredits={balances.data?.imageCaptionCredits ?? null}
      isAdmin={isAdmin}
      onCreditsChanged={onCreditsChanged}
      footer={
        <PageLinks
          label="Related"
          links={[
            { title: "Buy credits", description: "Each listing credit brings 50 image caption credits.", href: "/pricing", Icon: CreditCard },
            { title: "Create Listing", description: "Write the listing these photos belong to.", href: "/create-listing", Icon: Sparkles },
          ]}
        />
      }
    />
  );
}

export default function ImageCaptionGeneratorPage() {
  return (
    <CaptionUsersOnly>
      <PageContainer>
        <PageHeader
          title="Image Caption Generator"
          description="Captions and alt text for each listing photo, ready to paste into the marketplace, and an audit of the whole set: what to reshoot, what is missing, and which photo to lead with."
        />
        <CaptionGeneratorWithBalance />
      </PageContainer>
    </CaptionUsersOnly>
  );
}
