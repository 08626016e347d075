import { Link } from "react-router";
import { LoadingScreen } from "../../../components/layout/loading-screen";
import { Alert } from "../../../components/ui/alert";
import { ApiError } from "../../../lib/api-client";
import { useHome } from "../api/get-home";
import { DeleteHome } from "./delete-home";
import { HomeActions } from "./home-actions";
import { HomeFacts } from "./home-facts";
import { HomeListings } from "./home-listings";
import { HomeMarket } from "./home-market";
import { HomeName } from "./home-name";
import { HomePhotos } from "./home-photos";
import { HomeScoreHistory } from "./home-score-history";
import { countListings, describePlace, newestReadyListing } from "./home-words";

/** One home: its name and facts, what to do next, its listings and its score over time. */
export function HomePage({ id, canUseCaptions }: { id: string; canUseCaptions: boolean }) {
  const home = useHome(id);
  if (home.isPending) return <LoadingScreen />;
  if (home.isError) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Home not found</h1>
        <Alert variant="destructive" title="This home could not be opened">
          {home.error instanceof ApiError ? home.error.message : "Please reload the page."} <Link to="/homes">All your homes</Link>
        </Alert>
      </div>
    );
  }
  const data = home.data;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <HomeName key={data.name} id={data.id} name={data.name} />
        <p className="text-base text-muted-foreground md:text-lg">
          {describePlace(data)} · {countListings(data.listingCount)}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <HomeFacts facts={data.facts} />
        <HomeActions homeId={data.id} improveListingId={newestReadyListing(data.listings)?.id} canUseCaptions={canUseCaptions} photoSets={data.photoSets} />
      </div>
      <HomeListings listings={data.listings} />
      <HomeScoreHistory scores={data.scores} />
      <HomeMarket homeId={data.id} />
      {canUseCaptions || data.photoSets.length > 0 ? <HomePhotos photoSets={data.photoSets} /> : null}
      <div className="border-t pt-4">
        <DeleteHome id={data.id} name={data.name} />
      </div>
    </div>
  );
}
