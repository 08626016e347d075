import { Star } from "lucide-react";
import type { Listing } from "../../../../core/listing/listing";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

const SHOWN_REVIEWS = 5;

/** The first reviews the page carried (pages show a few; the count is in the overview). */
export function ListingReviews({ listing }: { listing: Listing }) {
  if (listing.reviewsData.length === 0) return null;
  const shown = listing.reviewsData.slice(0, SHOWN_REVIEWS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>First reviews</CardTitle>
        <CardDescription>
          {shown.length} of the {listing.reviewsData.length} reviews on the page
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {shown.map((review, index) => (
            <li key={`${review.author}-${review.date}-${index}`} className="border-b pb-4 last:border-b-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <span className="font-semibold">{review.author || "A guest"}</span>
                {review.date ? <span className="text-muted-foreground">{review.date}</span> : null}
                {review.rating !== null ? (
                  <span className="inline-flex items-center gap-0.5 text-muted-foreground">
                    <Star className="size-3.5 fill-current" aria-hidden="true" />
                    <span className="sr-only">Rated </span>
                    {review.rating}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 line-clamp-4 text-sm leading-relaxed">{review.text}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
