import type { PointCategory } from "../property-facts";
import { formatDistance, MAX_WALK_MINUTES } from "../walking";
import { joinList, withArticle } from "./english";
import type { Home, HomePoint } from "./home";
import type { WritingContext } from "./writing-context";

/** At most this many points per category, and in all. */
export const MAX_POINTS_PER_CATEGORY = 3;
export const MAX_POINTS = 12;

/** "350 m, a 4-minute walk", "12 km away", or nothing when the distance is unknown. */
export function describePointDistance(home: Home, point: HomePoint): string | undefined {
  if (point.meters === null) return undefined;
  const distance = formatDistance(point.meters, home.units);
  if (point.minutes === null || point.minutes > MAX_WALK_MINUTES) return `${distance} away`;
  return `${distance}, ${withArticle(`${point.minutes}-minute walk`)}`;
}

/** "Café Rubens (350 m, a 4-minute walk)" */
export function describePoint(home: Home, point: HomePoint): string {
  const distance = describePointDistance(home, point);
  return distance === undefined ? point.name : `${point.name} (${distance})`;
}

/** How each kind of place is introduced, for one place and for several. */
const CATEGORY_LEADS: Readonly<Record<Exclude<PointCategory, "transit">, readonly [string, string]>> = {
  food: ["For a meal out, there is", "Restaurants and places to eat around you include"],
  cafe: ["For coffee out, there is", "Cafes close by include"],
  groceries: ["For groceries, there is", "For groceries, there are"],
  park: ["For a walk in the park, there is", "Parks for a walk or a run include"],
  beach: ["For the beach, there is", "Beaches within reach include"],
  sight: ["To see the sights, start with", "Sights to see include"],
  nightlife: ["For a night out, there is", "For a night out, there are"],
  shopping: ["For shopping, there is", "Shops nearby include"],
  health: ["For health needs, there is", "For health needs, there are"],
  other: ["Also nearby is", "Also nearby are"],
};

export function groupPoints(home: Home): Map<PointCategory, HomePoint[]> {
  const groups = new Map<PointCategory, HomePoint[]>();
  let count = 0;
  for (const point of home.points) {
    const group = groups.get(point.category) ?? [];
    if (group.length >= MAX_POINTS_PER_CATEGORY || count >= MAX_POINTS) continue;
    group.push(point);
    groups.set(point.category, group);
    count += 1;
  }
  return groups;
}

/** One sentence per kind of place, nearest first. */
export function describePointsByCategory(context: WritingContext): string[] {
  const sentences: string[] = [];
  for (const [category, points] of groupPoints(context.home)) {
    if (category === "transit") continue;
    const [one, several] = CATEGORY_LEADS[category];
    const lead = points.length === 1 ? one : several;
    sentences.push(`${lead} ${joinList(points.map((point) => describePoint(context.home, point)))}.`);
  }
  return sentences;
}

/** The places found around the home that are at most a 10-minute walk away. */
function countWalkable(home: Home): number {
  return home.points.filter((point) => point.minutes !== null && point.minutes <= 10).length;
}

/** "3 of these places are within 10 minutes on foot." */
export function describeWalkable(home: Home): string | undefined {
  const nearby = countWalkable(home);
  if (nearby < 2) return undefined;
  return `${nearby} of the places around you are within 10 minutes on foot, so much of your day can happen on foot.`;
}

/** For "Getting around" without transit or parking: what the walking times of the places show, once. */
export function describeOnFoot(home: Home): string | undefined {
  const nearby = countWalkable(home);
  if (nearby === 0) return undefined;
  const walkable = home.points.find((point) => point.minutes !== null && point.minutes <= 10);
  if (nearby === 1 && walkable !== undefined) return `${walkable.name} is within walking distance, so you can set out on foot.`;
  return describeWalkable(home);
}
