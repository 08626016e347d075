import { describePhotoRange } from "../grader/photo-ranges";
import {
  BLURRED_BELOW_SHARPNESS,
  COVER_PREFERENCE,
  DARK_BELOW_BRIGHTNESS,
  hammingDistance,
  MIN_PHOTO_HEIGHT,
  MIN_PHOTO_WIDTH,
  NEAR_DUPLICATE_MAX_BITS,
  recommendedPhotoRange,
  requiredRoomTypes,
  WALKTHROUGH_ORDER,
} from "./audit-rules";
import { type PhotoRoomType, ROOM_TYPE_LABELS, ROOM_TYPE_WORDS } from "./room-types";

export interface AuditPhotoInput {
  id: string;
  /** Upload order, from 1. */
  position: number;
  fileName: string;
  width: number;
  height: number;
  hash: string;
  brightness: number;
  sharpness: number;
  roomType: PhotoRoomType | null;
}

export type PhotoIssueKind = "low_resolution" | "portrait" | "dark" | "blurred" | "near_duplicate";

export interface PhotoIssue {
  kind: PhotoIssueKind;
  /** "error": marketplaces may refuse or downgrade the photo; "warning": it weakens the set. */
  severity: "error" | "warning";
  message: string;
  /** For a near-duplicate: the photo kept instead. */
  duplicateOf?: string;
}

export interface PhotoAuditEntry {
  id: string;
  issues: PhotoIssue[];
}

export interface PhotoSetAudit {
  photoCount: number;
  /** Photos that are not near-duplicates of another. */
  distinctCount: number;
  count: { min: number; max: number; verdict: "too_few" | "in_range" | "too_many"; message: string };
  rooms: { required: PhotoRoomType[]; covered: PhotoRoomType[]; missing: PhotoRoomType[]; unlabelled: number; messages: string[] };
  /** Groups of near-identical photos, the one to keep first. */
  duplicateGroups: string[][];
  /** Each photo's issues, in upload order. */
  photos: PhotoAuditEntry[];
  /** The suggested order, cover photo first; near-duplicates last. */
  order: string[];
  coverId: string | null;
  coverReason: string | null;
}

function photoIssues(photo: AuditPhotoInput): PhotoIssue[] {
  const issues: PhotoIssue[] = [];
  const longSide = Math.max(photo.width, photo.height);
  const shortSide = Math.min(photo.width, photo.height);
  if (longSide < MIN_PHOTO_WIDTH || shortSide < MIN_PHOTO_HEIGHT) {
    issues.push({
      kind: "low_resolution",
      severity: "error",
      message: `${photo.width} × ${photo.height} pixels is below the marketplaces' minimum of ${MIN_PHOTO_WIDTH} × ${MIN_PHOTO_HEIGHT}: upload the original from your camera or phone.`,
    });
  }
  if (photo.height > photo.width) {
    issues.push({ kind: "portrait", severity: "warning", message: "Portrait photo: search results and galleries show photos in landscape, so this one gets cropped. Shoot it in landscape if you can." });
  }
  if (photo.brightness < DARK_BELOW_BRIGHTNESS) {
    issues.push({ kind: "dark", severity: "warning", message: "Too dark: open the curtains, turn on every light, or brighten it before you upload it." });
  }
  if (photo.sharpness < BLURRED_BELOW_SHARPNESS) {
    issues.push({ kind: "blurred", severity: "warning", message: "Blurred or out of focus: take it again with the camera held still." });
  }
  return issues;
}

/** Higher is better: what the set's order and its cover are chosen by. */
function qualityScore(photo: AuditPhotoInput, issues: readonly PhotoIssue[]): number {
  const penalty = issues.reduce((sum, issue) => sum + (issue.severity === "error" ? 40 : issue.kind === "portrait" ? 15 : 30), 0);
  const sharpness = Math.min(photo.sharpness, 1) * 10;
  const pixels = Math.min((photo.width * photo.height) / (MIN_PHOTO_WIDTH * MIN_PHOTO_HEIGHT), 4);
  return 100 - penalty + sharpness + pixels;
}

/** Union-find over pairs of photos whose hashes are within NEAR_DUPLICATE_MAX_BITS. */
function groupNearDuplicates(photos: readonly AuditPhotoInput[]): AuditPhotoInput[][] {
  const parent = photos.map((_, index) => index);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < photos.length; i++) {
    for (let j = i + 1; j < photos.length; j++) {
      if (hammingDistance(photos[i]!.hash, photos[j]!.hash) <= NEAR_DUPLICATE_MAX_BITS) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, AuditPhotoInput[]>();
  photos.forEach((photo, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), photo]));
  return [...groups.values()].filter((group) => group.length > 1);
}

function countVerdict(distinct: number, bedrooms: number | null): PhotoSetAudit["count"] {
  const { min, max } = recommendedPhotoRange(bedrooms);
  const range = describePhotoRange(bedrooms);
  const photos = `${distinct} distinct photo${distinct === 1 ? "" : "s"}`;
  if (distinct < min) return { min, max, verdict: "too_few", message: `${photos}: ${range}. Add a few shots of every space guests use.` };
  if (distinct > max) return { min, max, verdict: "too_many", message: `${photos}: ${range}. Past that, guests scroll through repeats; keep the best.` };
  return { min, max, verdict: "in_range", message: `${photos}: ${range}.` };
}

function roomCoverage(photos: readonly AuditPhotoInput[], bedrooms: number | null): PhotoSetAudit["rooms"] {
  const required = requiredRoomTypes(bedrooms);
  const covered = [...new Set(photos.flatMap((photo) => (photo.roomType ? [photo.roomType] : [])))];
  const missing = required.filter((room) => !covered.includes(room));
  const unlabelled = photos.filter((photo) => photo.roomType === null).length;
  const messages: string[] = [];
  if (missing.length > 0) messages.push(`No photo of: ${missing.map((room) => ROOM_TYPE_LABELS[room].toLowerCase()).join(", ")}.`);
  const bedroomPhotos = photos.filter((photo) => photo.roomType === "bedroom").length;
  if (bedrooms !== null && bedrooms > 1 && bedroomPhotos > 0 && bedroomPhotos < bedrooms) {
    messages.push(`${bedrooms} bedrooms but ${bedroomPhotos} bedroom photo${bedroomPhotos === 1 ? "" : "s"}: show each bedroom.`);
  }
  if (unlabelled > 0) messages.push(`${unlabelled} photo${unlabelled === 1 ? " has" : "s have"} no room yet: pick one to check that the set shows every space.`);
  return { required, covered, missing, unlabelled, messages };
}

const rank = (list: readonly PhotoRoomType[], room: PhotoRoomType | null) => (room === null || !list.includes(room) ? list.length : list.indexOf(room));

/**
 * The photo audit (no model needed): each photo against the marketplaces' minimum resolution, its orientation,
 * darkness and blur; near-duplicates by perceptual hash; the count against the range for the home's size; the spaces
 * the set leaves out; and an order to upload them in, with the strongest cover photo first.
 */
export function auditPhotoSet(input: { photos: readonly AuditPhotoInput[]; bedrooms: number | null }): PhotoSetAudit {
  const photos = [...input.photos].sort((a, b) => a.position - b.position);
  const issues = new Map(photos.map((photo) => [photo.id, photoIssues(photo)]));
  const score = new Map(photos.map((photo) => [photo.id, qualityScore(photo, issues.get(photo.id)!)]));
  const better = (a: AuditPhotoInput, b: AuditPhotoInput) => score.get(b.id)! - score.get(a.id)! || a.position - b.position;

  const duplicateGroups = groupNearDuplicates(photos).map((group) => [...group].sort(better));
  const duplicates = new Set<string>();
  for (const [kept, ...others] of duplicateGroups) {
    for (const other of others) {
      duplicates.add(other.id);
      issues.get(other.id)!.push({
        kind: "near_duplicate",
        severity: "warning",
        message: `Near-duplicate of ${kept!.fileName}: guests see the same shot twice. Keep one.`,
        duplicateOf: kept!.id,
      });
    }
  }

  const distinct = photos.filter((photo) => !duplicates.has(photo.id));
  const clean = distinct.filter((photo) => issues.get(photo.id)!.length === 0);
  const coverPool = clean.length > 0 ? clean : distinct;
  const cover = [...coverPool].sort((a, b) => rank(COVER_PREFERENCE, a.roomType) - rank(COVER_PREFERENCE, b.roomType) || better(a, b))[0] ?? null;
  const rest = distinct
    .filter((photo) => photo !== cover)
    .sort((a, b) => rank(WALKTHROUGH_ORDER, a.roomType) - rank(WALKTHROUGH_ORDER, b.roomType) || better(a, b));
  const dropped = photos.filter((photo) => duplicates.has(photo.id));

  return {
    photoCount: photos.length,
    distinctCount: distinct.length,
    count: countVerdict(distinct.length, input.bedrooms),
    rooms: roomCoverage(photos, input.bedrooms),
    duplicateGroups: duplicateGroups.map((group) => group.map((photo) => photo.id)),
    photos: photos.map((photo) => ({ id: photo.id, issues: issues.get(photo.id)! })),
    order: [...(cover ? [cover] : []), ...rest, ...dropped].map((photo) => photo.id),
    coverId: cover?.id ?? null,
    coverReason: cover ? coverReason(cover, clean.includes(cover)) : null,
  };
}

function coverReason(cover: AuditPhotoInput, clean: boolean): string {
  if (!clean) return `${cover.fileName}: the best of the set, though every photo has a problem to fix.`;
  const shows = cover.roomType ? ` shows ${ROOM_TYPE_WORDS[cover.roomType].alt.toLowerCase()} and` : "";
  return `${cover.fileName}${shows} is sharp, well lit, in landscape and large enough. A cover should show the main space or the outside.`;
}
