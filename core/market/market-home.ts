/** The spec grade of a home: the overall score (40-100) and each part's 0-1 score. */
export interface HomeGrade {
  overall: number;
  title: number;
  description: number;
  amenities: number;
  seo: number;
  host: number;
}

/** One home of an imported market (an Inside Airbnb row), as the comparison and the evidence read it. */
export interface MarketHome {
  id: string;
  name: string;
  description: string;
  roomType: string;
  accommodates: number | null;
  bedrooms: number | null;
  neighbourhood: string;
  latitude: number | null;
  longitude: number | null;
  amenities: string[];
  price: number | null;
  rating: number | null;
  superhost: boolean;
  /** Reviews in the last twelve months: the demand every market has. */
  reviewsLastYear: number;
  /** Unavailable days in the calendar's year ahead, when a calendar was loaded. */
  bookedDays: number | null;
  grade: HomeGrade;
}

/** The home being compared: a market home, or a graded listing with a location. */
export type SubjectHome = Omit<MarketHome, "id" | "neighbourhood" | "reviewsLastYear" | "bookedDays"> & { id?: string };

/** Inside Airbnb's room types, and the writer's names for them ("entire_home"), to one key. */
export function normalizeRoomType(roomType: string): string {
  const key = roomType.trim().toLowerCase();
  if (key.startsWith("entire")) return "entire_home";
  if (key.startsWith("private")) return "private_room";
  if (key.startsWith("shared")) return "shared_room";
  if (key.startsWith("hotel")) return "hotel_room";
  return key;
}

/** An amenity name as compared across homes: lower case, single spaces. */
export function normalizeAmenity(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}
