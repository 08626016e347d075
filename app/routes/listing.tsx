import { Link, useParams } from "react-router";
import { LoadingScreen } from "../components/layout/loading-screen";
import { PageContainer, PageHeader } from "../components/layout/page-shell";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { ApiError } from "../lib/api-client";
import { SignedInOnly } from "../features/session/components/signed-in-only";
import { useListing } from "../features/writer/api/get-listing";
import { ListingResult } from "../features/writer/components/listing-result";
import type { Route } from "./+types/listing";

export const meta: Route.MetaFunction = () => [
  { title: "Your Listing | ListingLift" },
  { name: "description", content: "A listing written by ListingLift: copy each section, edit it, check it and export it." },
  { name: "robots", content: "noindex" },
];

function ListingView({ id }: { id: string }) {
  const listing = useListing(id);
  if (listing.isLoading) return <LoadingScreen />;
  if (listing.isError || !listing.data) {
    return (
      <Alert variant="destructive" title="This listing could not be opened">
        {listing.error instanceof ApiError ? listing.error.message : "Please reload the page."} <Link to="/listing-history">Your listings</Link>
      </Alert>
    );
  }
  const data = listing.data;
  if (data.status !== "ready") {
    return (
      <Alert variant={data.status === "failed" ? "destructive" : "info"} title={data.status === "failed" ? "This listing could not be written" : "This listing is still being written"}>
        {data.error ?? "Reload the page in a moment."} <Link to="/create-listing">Create a listing</Link>
      </Alert>
    );
  }
  return <ListingResult listing={data} />;
}

export default function ListingPage() {
  const { id = "" } = useParams();
  return (
    <PageContainer>
      <PageHeader title="Your Listing" description="Copy each part into the marketplace as it is, or edit it first: the checks and the score follow your changes." />
      <div className="mb-4 flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to="/listing-history">All your listings</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/create-listing">Write another</Link>
        </Button>
      </div>
      <SignedInOnly action="see your listing">
        <ListingView id={id} />
      </SignedInOnly>
    </PageContainer>
  );
}
