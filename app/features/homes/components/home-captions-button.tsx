import { Images } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { HomePhotoSet } from "../../../../contracts/homes";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { showToast } from "../../../lib/toast";
import { createCaptionSet } from "../../captions/api/create-caption-set";

/**
 * "Captions" from a home: its newest set of photos when it has one, else a new set for it (named after the home, with
 * its bedrooms and marketplace), opened in the caption generator.
 */
export function HomeCaptionsButton({ homeId, photoSets }: { homeId: string; photoSets: readonly HomePhotoSet[] }) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const newest = photoSets[0];
  if (newest) {
    return (
      <Button asChild variant="outline">
        <Link to={`/image-caption-generator?set=${encodeURIComponent(newest.id)}`}>
          <Images aria-hidden="true" />
          Captions
        </Link>
      </Button>
    );
  }
  const start = async () => {
    setStarting(true);
    try {
      const set = await createCaptionSet({ homeId });
      void navigate(`/image-caption-generator?set=${encodeURIComponent(set.id)}`);
    } catch (cause) {
      setStarting(false);
      showToast({ title: "The photos could not be started", description: cause instanceof ApiError ? cause.message : "Please try again.", variant: "destructive" });
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void start()} disabled={starting}>
      <Images aria-hidden="true" />
      Captions
    </Button>
  );
}
