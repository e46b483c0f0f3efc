/** The fixed list of amenities a property can list; the filter panel and the seed use the same codes. */
export const AMENITIES = [
  "wifi",
  "pool",
  "parking",
  "breakfast",
  "gym",
  "spa",
  "restaurant",
  "bar",
  "air-conditioning",
  "beach",
  "kitchen",
  "pet-friendly",
  "airport-shuttle",
  "kids-club",
] as const;

export type Amenity = (typeof AMENITIES)[number];

export function isAmenity(value: string): value is Amenity {
  return (AMENITIES as readonly string[]).includes(value);
}
