/** The kinds of place a stay can be, as the results' filter offers them (Property.propertyType); names in Results.types. */
export const PROPERTY_TYPES = ["hotel", "resort", "apartment", "house", "villa", "chalet"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export function isPropertyType(v: string): v is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(v);
}
