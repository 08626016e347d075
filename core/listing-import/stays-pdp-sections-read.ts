import { at, isRecord, list, records, str, type JsonRecord } from "./json-access";

/**
 * The `StaysPdpSections` payload, as the API returns it and as the page embeds it in `niobeClientData`:
 * `data.presentation.stayProductDetailPage.sections.{sections[], metadata, sbuiData}`.
 */
export interface StaysPdpSections {
  /** Each container's inner `section` object, keyed by `sectionId` (and by `sectionComponentType`). */
  byId: ReadonlyMap<string, JsonRecord>;
  metadata: JsonRecord;
  /** Server-built UI sections (`sbuiData`): `sectionId` → `sectionData`, plus their logging contexts. */
  sbui: ReadonlyMap<string, JsonRecord>;
  sbuiContexts: readonly JsonRecord[];
}

const SECTIONS_PATH = ["data", "presentation", "stayProductDetailPage", "sections"] as const;

/** The payload in an API response or a niobe entry value, or null when the value is not one with sections. */
export function findStaysPdpSections(value: unknown): StaysPdpSections | null {
  const root = at(value, ...SECTIONS_PATH);
  const containers = records(at(root, "sections"));
  if (containers.length === 0) return null;
  const byId = new Map<string, JsonRecord>();
  for (const container of containers) {
    const section = container.section;
    if (!isRecord(section)) continue;
    for (const key of [str(container.sectionId), str(container.sectionComponentType)]) {
      if (key && !byId.has(key)) byId.set(key, section);
    }
  }
  const sbui = new Map<string, JsonRecord>();
  const sbuiContexts: JsonRecord[] = [];
  const configuration = at(root, "sbuiData", "sectionConfiguration");
  for (const group of isRecord(configuration) ? Object.values(configuration) : []) {
    for (const container of records(at(group, "sections"))) {
      const data = container.sectionData;
      if (isRecord(data) && str(container.sectionId)) sbui.set(str(container.sectionId), data);
      const context = at(container, "loggingData", "eventData", "pdpContext");
      if (isRecord(context)) sbuiContexts.push(context);
    }
  }
  const metadata = at(root, "metadata");
  return { byId, metadata: isRecord(metadata) ? metadata : {}, sbui, sbuiContexts };
}

export function section(payload: StaysPdpSections, ...ids: readonly string[]): JsonRecord {
  for (const id of ids) {
    const found = payload.byId.get(id);
    if (found) return found;
  }
  return {};
}

/** True when any server-built section logs this page flag as "true" (e.g. isGuestFavorite). */
export function sbuiFlag(payload: StaysPdpSections, key: string): boolean {
  return payload.sbuiContexts.some((context) => context[key] === "true");
}

/** Amenity names marked available, from the full list ("see all") or else the preview; each name once. */
export function availableAmenities(amenitiesSection: JsonRecord): string[] {
  const groups = records(amenitiesSection.seeAllAmenitiesGroups);
  const source = groups.length > 0 ? groups : records(amenitiesSection.previewAmenitiesGroups);
  const names = source
    .flatMap((group) => records(group.amenities))
    .filter((amenity) => amenity.available !== false)
    .map((amenity) => str(amenity.title));
  return [...new Set(names.filter((name) => name !== ""))];
}

/** Titles of a list of `{title}` items (overview items, highlights, description items). */
export function itemTitles(items: unknown): string[] {
  return records(items)
    .map((item) => str(item.title))
    .filter((title) => title !== "");
}

/** Image URLs of `{baseUrl}` items, each once. */
export function imageUrls(items: unknown): string[] {
  const urls = list(items).map((item) => str(at(item, "baseUrl")) || str(at(item, "image", "baseUrl")));
  return [...new Set(urls.filter((url) => /^https?:\/\//.test(url)))];
}

/** The nightly price line as the page shows it ("$120 night"), or "" when the payload has none (no dates chosen). */
export function displayPrice(bookIt: JsonRecord): string {
  const line = at(bookIt, "structuredDisplayPrice", "primaryLine");
  if (!isRecord(line)) return "";
  const price = str(line.discountedPrice) || str(line.price);
  return price ? [price, str(line.qualifier)].filter((part) => part !== "").join(" ").replace(/\s+/g, " ") : "";
}
