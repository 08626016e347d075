import { Link } from "react-router";
import type { HomePhotoSet } from "../../../../contracts/homes";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The home's photos and captions: the caption sets started from it, each opened in the caption generator. */
export function HomePhotos({ photoSets }: { photoSets: readonly HomePhotoSet[] }) {
  return (
    <section aria-labelledby="home-photos-heading" className="flex flex-col gap-3">
      <h2 id="home-photos-heading" className="text-xl font-semibold">
        Photos and captions
      </h2>
      {photoSets.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos yet: “Captions” above starts this home's photos in the caption generator.</p>
      ) : (
        <ul aria-label="Photo sets" className="flex flex-col divide-y rounded-lg border bg-card shadow-sm">
          {photoSets.map((set) => (
            <li key={set.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <Link to={`/image-caption-generator?set=${encodeURIComponent(set.id)}`} className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline">
                {set.name}
              </Link>
              <span className="text-sm text-muted-foreground">
                {plural(set.photoCount, "photo", "photos")}, {set.captionedCount} captioned · <time dateTime={set.updatedAt}>{dateFormat.format(new Date(set.updatedAt))}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
