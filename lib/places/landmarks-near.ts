import { LANDMARKS } from "./landmarks";
import { nameIn } from "./names";

export type MapSight = { id: string; lat: number; lng: number; name: string };

type Point = { lat: number; lng: number };

/** How far around the pins a sight still helps a traveller place them: about 2 km at Paris's latitude. */
const MARGIN_DEGREES = 0.02;

/**
 * The catalogue's sights inside the area the results' pins cover (with a margin), named in the page's language: on a
 * map with no street layer they are what tells a traveller where a price pin is ("near the Louvre").
 */
export function sightsNear(pins: readonly Point[], locale: string): MapSight[] {
  if (pins.length === 0) return [];
  const lats = pins.map((p) => p.lat);
  const lngs = pins.map((p) => p.lng);
  const [south, north] = [Math.min(...lats) - MARGIN_DEGREES, Math.max(...lats) + MARGIN_DEGREES];
  const [west, east] = [Math.min(...lngs) - MARGIN_DEGREES, Math.max(...lngs) + MARGIN_DEGREES];
  return LANDMARKS.filter((l) => l.lat >= south && l.lat <= north && l.lng >= west && l.lng <= east).map((l) => ({
    id: l.id,
    lat: l.lat,
    lng: l.lng,
    name: nameIn(l.names, locale),
  }));
}
