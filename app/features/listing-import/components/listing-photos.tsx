import type { Listing } from "../../../../core/listing/listing";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { displayablePhotos } from "./format-listing";

const SHOWN_PHOTOS = 12;

/** The listing's photos as thumbnails, each described for screen readers by its place in the gallery. */
export function ListingPhotos({ listing }: { listing: Listing }) {
  const photos = displayablePhotos(listing.images);
  if (photos.length === 0) return null;
  const shown = photos.slice(0, SHOWN_PHOTOS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Photos ({photos.length})</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {shown.map((src, index) => (
            <li key={src}>
              <img
                src={src}
                alt={`Photo ${index + 1} of ${photos.length}: ${listing.title}`}
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
                className="aspect-[4/3] w-full rounded-md border bg-muted object-cover"
              />
            </li>
          ))}
        </ul>
        {photos.length > shown.length ? (
          <p className="mt-3 text-sm text-muted-foreground">and {photos.length - shown.length} more in the raw data</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
