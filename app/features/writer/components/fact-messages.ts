import type { z } from "zod";

/**
 * The create-listing form's validation messages in a host's words, at the field: "Choose the kind of home", not
 * "propertyType: Invalid input: expected string, received undefined". Keyed by the facts' paths (the form's fields).
 */
const FIELD_LABELS: Record<string, string> = {
  propertyType: "Property type",
  roomType: "Guests get",
  "location.city": "City",
  "location.region": "Region or state",
  "location.country": "Country",
  "location.neighborhood": "Neighbourhood",
  "location.address": "Street address",
  accommodates: "Guests",
  bedrooms: "Bedrooms",
  beds: "Beds",
  bathrooms: "Bathrooms",
  bathroomAccess: "Bathroom",
  amenities: "Amenities",
  highlights: "Highlights",
  idealFor: "Ideal for",
  "houseRules.checkIn": "Check-in from",
  "houseRules.checkOut": "Check-out by",
  "houseRules.quietHours": "Quiet hours",
  "houseRules.maxGuests": "Most guests",
  "houseRules.additional": "Other rules",
  pointsOfInterest: "Nearby places",
};

/** What to do when a field the writer needs is empty. */
const WHEN_MISSING: Record<string, string> = {
  propertyType: "Choose the kind of home, or type your own.",
  roomType: "Choose whether guests get the entire place or a room.",
  "location.city": "Enter the city the home is in.",
  "location.country": "Enter the country the home is in.",
  accommodates: "Enter how many guests the home sleeps.",
  bedrooms: "Enter the number of bedrooms (0 for a studio).",
  beds: "Enter the number of beds.",
  bathrooms: "Enter the number of bathrooms (0.5 for a toilet without a shower).",
  bathroomAccess: "Choose private, shared or not stated.",
  amenities: "Tick at least one amenity, or add your own.",
};

/** "pointsOfInterest.2.name" → "pointsOfInterest"; list items share their list's label. */
function fieldOf(path: readonly PropertyKey[]): string {
  const key = path.map(String).join(".");
  // Each nearby place is a row of its own fields, marked one by one.
  if (path[0] === "pointsOfInterest" && typeof path[1] === "number") return key;
  if (FIELD_LABELS[key]) return key;
  const withoutIndex = path.filter((part) => typeof part !== "number").map(String);
  for (let length = withoutIndex.length; length > 0; length--) {
    const candidate = withoutIndex.slice(0, length).join(".");
    if (FIELD_LABELS[candidate]) return candidate;
  }
  return key;
}

export function labelOfField(path: string): string {
  const place = /^pointsOfInterest\.(\d+)\./.exec(path);
  if (place) return `Nearby place ${Number(place[1]) + 1}`;
  return FIELD_LABELS[path] ?? path;
}

const amount = (value: number | bigint) => Number(value).toLocaleString("en-US");

function describeIssue(issue: z.core.$ZodIssue, field: string): string {
  const item = field.startsWith("pointsOfInterest.") ? "" : issue.path.some((part) => typeof part === "number") ? `Item ${Number(issue.path.find((part) => typeof part === "number")) + 1}: ` : "";
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "number") return WHEN_MISSING[field] ?? "Enter a number.";
      return WHEN_MISSING[field] ?? `${item}This is needed.`;
    case "invalid_value":
      return WHEN_MISSING[field] ?? "Choose one of the options.";
    case "too_small":
      if (issue.origin === "string") return WHEN_MISSING[field] ?? `${item}This cannot be empty.`;
      if (issue.origin === "array") return WHEN_MISSING[field] ?? `Add at least ${issue.minimum}.`;
      return `${item}The smallest allowed is ${amount(issue.minimum)}.`;
    case "too_big":
      if (issue.origin === "string") return `${item}Keep it to ${issue.maximum} characters.`;
      if (issue.origin === "array") return `Keep it to ${issue.maximum} items.`;
      return `${item}The largest allowed is ${amount(issue.maximum)}.`;
    case "not_multiple_of":
      return `Use whole or half numbers, e.g. 1.5.`;
    default:
      return `${item}Check this value.`;
  }
}

/** The form's errors by field (the first issue of each), in words a host understands. */
export function factFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    found[field] ??= describeIssue(issue, field);
  }
  return found;
}
