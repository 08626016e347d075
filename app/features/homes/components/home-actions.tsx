import { PenLine, WandSparkles } from "lucide-react";
import type { HomePhotoSet } from "../../../../contracts/homes";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { GradeHome } from "./grade-home";
import { HomeCaptionsButton } from "./home-captions-button";

/** What a host starts from a home: write a listing from its facts, improve the newest one, captions, grade it again. */
export function HomeActions({
  homeId,
  improveListingId,
  canUseCaptions,
  photoSets,
}: {
  homeId: string;
  improveListingId?: string;
  canUseCaptions: boolean;
  photoSets: readonly HomePhotoSet[];
}) {
  return (
    <section aria-labelledby="home-actions-heading" className="flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="home-actions-heading" className="font-semibold">
        What next
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/create-listing?home=${encodeURIComponent(homeId)}`}>
            <PenLine aria-hidden="true" />
            Write a listing
          </Link>
        </Button>
        {improveListingId ? (
          <Button asChild variant="outline">
            <Link to={`/listings/${encodeURIComponent(improveListingId)}`}>
              <WandSparkles aria-hidden="true" />
              Improve this listing
            </Link>
          </Button>
        ) : null}
        {canUseCaptions ? <HomeCaptionsButton homeId={homeId} photoSets={photoSets} /> : null}
      </div>
      <GradeHome homeId={homeId} hasReadyListing={improveListingId !== undefined} />
    </section>
  );
}
