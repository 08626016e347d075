import { useQueryClient } from "../../../lib/query";
import { Copy, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import type { ListingSummary } from "../../../../contracts/listings";
import { MARKETPLACE_RULES } from "../../../../core/marketplaces/marketplace-rules";
import { PagePager } from "../../../components/ui/page-pager";
import { deleteListing } from "../api/delete-listing";
import { duplicateListing } from "../api/duplicate-listing";
import { useListings } from "../api/list-listings";
import { listingsQueryKey } from "../api/listings-query-key";

const STATUS_TEXT = { generating: "Being written", ready: "Ready", failed: "Failed, not charged" } as const;

function ListingRow({ listing, onChanged }: { listing: ListingSummary; onChanged: () => void }) {
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showToast({ title: done, variant: "success", duration: 2500 });
      onChanged();
    } catch (error) {
      showToast({ title: "That did not work", description: error instanceof ApiError ? error.message : "Please try again.", variant: "destructive" });
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        {listing.status === "ready" ? (
          <Link to={`/listings/${listing.id}`} className="truncate font-semibold text-primary underline-offset-4 hover:underline">
            {listing.title}
          </Link>
        ) : (
          <span className="truncate font-semibold">{listing.title}</span>
        )}
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={listing.status === "ready" ? "secondary" : "outline"}>{STATUS_TEXT[listing.status]}</Badge>
          <span>{MARKETPLACE_RULES[listing.marketplace].name}</span>
          <span>·</span>
          <span>{listing.city}</span>
          {listing.overallScore !== null ? <span>· score {listing.overallScore}</span> : null}
          <span>· {new Date(listing.createdAt).toLocaleDateString()}</span>
        </p>
        {listing.status === "failed" && listing.error ? <p className="text-sm text-muted-foreground">{listing.error}</p> : null}
      </div>
      <div className="flex shrink-0 gap-2">
        {listing.status === "ready" ? (
          <>
            <Button asChild size="sm">
              <Link to={`/listings/${listing.id}`}>Open</Link>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void act(() => duplicateListing(listing.id), "Copy made")} aria-label={`Duplicate ${listing.title}`}>
              <Copy aria-hidden="true" />
              Duplicate
            </Button>
          </>
        ) : null}
        {listing.status !== "generating" ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button size="sm" variant="ghost" aria-label={`Delete ${listing.title}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete this listing?</AlertDialogTitle>
                <AlertDialogDescription>“{listing.title}” will be gone for good. Credits are not given back for a listing that was written.</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Keep it</AlertDialogCancel>
                <AlertDialogAction onClick={() => void act(() => deleteListing(listing.id), "Listing deleted")}>Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}
      </div>
    </li>
  );
}

/** The user's listings: search, open, duplicate, delete; a page at a time. */
export function ListingHistoryList() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const listings = useListings(page, q);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listingsQueryKey });
  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" aria-label="Search your listings" placeholder="Search by title or city" className="pl-9" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} />
      </div>
      {listings.isError ? <p className="text-sm text-destructive">Your listings could not be loaded. Please reload the page.</p> : null}
      {listings.data && listings.data.items.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">{q ? "No listing matches this search." : "No listings yet."}</p>
          {!q ? (
            <Button asChild className="mt-4">
              <Link to="/create-listing">Write your first listing</Link>
            </Button>
          ) : null}
        </div>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Your listings">
        {listings.data?.items.map((listing) => (
          <ListingRow key={listing.id} listing={listing} onChanged={refresh} />
        ))}
      </ul>
      {listings.data ? <PagePager label="Listing history pages" page={listings.data.page} pageSize={listings.data.pageSize} total={listings.data.total} onPage={setPage} /> : null}
    </div>
  );
}
