import { type ReactNode, useState } from "react";
import type { Listing } from "../../../../core/listing/listing";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";

const DESCRIPTION_PREVIEW = 600;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Description({ text }: { text: string }) {
  const [full, setFull] = useState(false);
  const long = text.length > DESCRIPTION_PREVIEW;
  return (
    <>
      <p className="whitespace-pre-line text-sm leading-relaxed">{long && !full ? `${text.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…` : text}</p>
      {long ? (
        <Button variant="link" className="h-auto px-0 pt-2" onClick={() => setFull(!full)} aria-expanded={full}>
          {full ? "Show less" : "Show the full description"}
        </Button>
      ) : null}
    </>
  );
}

/** Description, highlights and amenities; a section the page did not have is left out rather than filled in. */
export function ListingDetails({ listing }: { listing: Listing }) {
  return (
    <>
      {listing.description ? (
        <Section title="Description">
          <Description text={listing.description} />
        </Section>
      ) : null}
      {listing.highlights.length > 0 ? (
        <Section title="Highlights">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {listing.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={`Amenities (${listing.amenities.length})`}>
        {listing.amenities.length > 0 ? (
          <ul className="columns-1 gap-6 text-sm sm:columns-2 lg:columns-3 [&>li]:mb-1.5 [&>li]:break-inside-avoid">
            {listing.amenities.map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">The page lists no amenities.</p>
        )}
      </Section>
    </>
  );
}
