import type { CaptionCheck } from "../../../core/captions/caption-rules";
import type { PhotoRoomType } from "../../../core/captions/room-types";
import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";

export interface CaptionRequest {
  /** The 1024-pixel JPEG copy (no EXIF). */
  image: Buffer;
  /** The host's pick: required by the offline writer, a hint for a model. */
  roomType?: PhotoRoomType;
  features?: readonly string[];
  marketplace: MarketplaceId;
  /** The photo's measured brightness (0-255): the offline writer calls a bright indoor photo bright. */
  brightness?: number;
}

export interface CaptionResult {
  caption: string;
  altText: string;
  roomType: PhotoRoomType;
  features: string[];
  checks: CaptionCheck[];
  writer: { kind: "ai" | "offline"; label: string };
}

export interface CaptionHooks {
  userId: string;
  /** Token usage is recorded under it: "caption:<photoId>". */
  reference: string;
}

/** A vision model, or the offline writer that composes from the host's picks: both checked by the same rules. */
export interface CaptionWriter {
  readonly kind: "ai" | "offline";
  readonly label: string;
  /** Whether it can caption a photo with no room picked (only a model can look). */
  readonly needsPicks: boolean;
  write(request: CaptionRequest, hooks: CaptionHooks): Promise<CaptionResult>;
}
