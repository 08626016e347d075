import type { CaptionPhoto, CaptionSet, CaptionSetSummary } from "../../../contracts/captions";
import { MAX_CAPTION_WRITES } from "../../../contracts/captions";
import { type PhotoSetAudit, auditPhotoSet } from "../../../core/captions/audit-photo-set";
import { checkCaption } from "../../../core/captions/caption-rules";
import { isPhotoRoomType } from "../../../core/captions/room-types";
import { isMarketplaceId, type MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import type { CaptionPhotoRow, CaptionSetRow } from "./caption-rows";

export function photoFileUrl(photoId: string, variant: "thumbnail" | "image"): string {
  return `/api/v1/captions/photos/${photoId}/file?variant=${variant}`;
}

function marketplaceOf(set: CaptionSetRow): MarketplaceId {
  return isMarketplaceId(set.marketplace) ? set.marketplace : "airbnb";
}

export function presentPhoto(row: CaptionPhotoRow, marketplace: MarketplaceId, audit: PhotoSetAudit): CaptionPhoto {
  const texts = row.caption !== null && row.altText !== null ? { caption: row.caption, altText: row.altText } : null;
  return {
    id: row.id,
    setId: row.setId,
    position: row.position,
    fileName: row.fileName,
    format: row.format,
    uploadBytes: row.uploadBytes,
    width: row.width,
    height: row.height,
    brightness: row.brightness,
    sharpness: row.sharpness,
    status: row.status,
    roomType: isPhotoRoomType(row.roomType) ? row.roomType : null,
    features: row.features,
    caption: row.caption,
    altText: row.altText,
    checks: texts ? checkCaption(marketplace, texts) : [],
    writer: row.writerKind && row.writerLabel ? { kind: row.writerKind, label: row.writerLabel } : null,
    error: row.errorCode && row.error ? { code: row.errorCode, message: row.error } : null,
    writesLeft: Math.max(0, MAX_CAPTION_WRITES - row.writes),
    issues: audit.photos.find((entry) => entry.id === row.id)?.issues ?? [],
    imageUrl: photoFileUrl(row.id, "image"),
    thumbnailUrl: photoFileUrl(row.id, "thumbnail"),
    createdAt: row.createdAt.toISOString(),
    captionedAt: row.captionedAt?.toISOString() ?? null,
  };
}

export function presentSetSummary(set: CaptionSetRow, counts: { photoCount: number; captionedCount: number; coverPhotoId: string | null }): CaptionSetSummary {
  return {
    id: set.id,
    name: set.name,
    marketplace: marketplaceOf(set),
    bedrooms: set.bedrooms,
    photoCount: counts.photoCount,
    captionedCount: counts.captionedCount,
    coverThumbnailUrl: counts.coverPhotoId ? photoFileUrl(counts.coverPhotoId, "thumbnail") : null,
    createdAt: set.createdAt.toISOString(),
    updatedAt: set.updatedAt.toISOString(),
  };
}

/** A set with its photos and the audit over them (computed each time: the rules may change, the photos do). */
export function presentCaptionSet(set: CaptionSetRow, rows: readonly CaptionPhotoRow[]): CaptionSet {
  const audit = auditPhotoSet({
    bedrooms: set.bedrooms,
    photos: rows.map((row) => ({ ...row, roomType: isPhotoRoomType(row.roomType) ? row.roomType : null })),
  });
  const marketplace = marketplaceOf(set);
  return {
    ...presentSetSummary(set, {
      photoCount: rows.length,
      captionedCount: rows.filter((row) => row.caption !== null).length,
      coverPhotoId: audit.coverId,
    }),
    photos: rows.map((row) => presentPhoto(row, marketplace, audit)),
    audit,
  };
}
