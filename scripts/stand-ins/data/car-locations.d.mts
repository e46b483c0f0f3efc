/** Types of scripts/stand-ins/data/car-locations.mjs. */
export type CarDesk = {
  id: string;
  kind: "airport" | "rail_station" | "city";
  code: string | null;
  name: string;
  address: string;
  postalCode: string | null;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
};
export const CAR_DESKS: readonly CarDesk[];
export function deskById(id: string): CarDesk | null;
