import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zInt4 } from "@/lib/zod-int";
import { CONTROL, DIRECTIONS, FLIGHT_NUMBER, MAX_LUGGAGE, MAX_PASSENGERS, VEHICLE_KINDS } from "./search-input";
import type { TransferQuery, VehicleKind } from "./types";

/**
 * Our id of a transfer offer: the search that found it and the ride chosen, so that re-pricing can search again.
 * Transfer suppliers (Amadeus among them) keep no offer to fetch by id and let offers expire; the same ride found again
 * is the same offer at today's price. The id travels in checkout URLs, so decoding checks every field.
 */
export type OfferKey = { query: OfferQuery; vehicle: VehicleKind; provider: string };

/** The query as the id keeps it: a hotel by its slug (re-read from the catalogue), an address as typed. */
type OfferQuery = Omit<TransferQuery, "place"> & { place: { hotel: string } | { address: string; city: string } };

const PREFIX = "trf_";

/**
 * Text the id carries back into order titles and e-mail subjects: held to the search's rules (parseTransferSearch), so
 * an id made by hand cannot bring a line break or a NUL that the search would have refused.
 */
const line = (min: number, max: number) =>
  zText()
    .min(min)
    .max(max)
    .refine((s) => !CONTROL.test(s) && s.trim() === s);

const ZKey = z.object({
  query: z.object({
    direction: z.enum(DIRECTIONS),
    airport: zText().regex(/^[A-Z]{3}$/),
    place: z.union([z.object({ hotel: zText().regex(/^[a-z0-9-]{1,200}$/) }), z.object({ address: line(3, 120), city: line(0, 120) })]),
    date: zText().regex(/^\d{4}-\d{2}-\d{2}$/),
    time: zText().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    flightNumber: zText().regex(FLIGHT_NUMBER).optional(),
    passengers: zInt4({ min: 1, max: MAX_PASSENGERS }),
    luggage: zInt4({ min: 0, max: MAX_LUGGAGE }),
  }),
  vehicle: z.enum(VEHICLE_KINDS),
  provider: line(1, 40),
});

/** The key as a JSON array, not an object: checkout URLs and order rows carry the id, so it is kept short. */
type Packed = [string, string, string, string, string, string, string, number, number, string, string];

export function encodeOfferId(query: TransferQuery, vehicle: VehicleKind, provider: string): string {
  const [placeKind, place, city] = query.place.kind === "hotel" ? ["h", query.place.slug, ""] : ["a", query.place.address, query.place.city];
  const packed: Packed = [
    query.direction,
    query.airport,
    placeKind,
    place,
    city,
    `${query.date}T${query.time}`,
    query.flightNumber ?? "",
    query.passengers,
    query.luggage,
    vehicle,
    provider,
  ];
  return PREFIX + Buffer.from(JSON.stringify(packed)).toString("base64url");
}

/** The key of an id this module made, or null for anything else. */
export function decodeOfferId(id: string): OfferKey | null {
  if (!id.startsWith(PREFIX) || id.length > 512) return null;
  try {
    const p = JSON.parse(Buffer.from(id.slice(PREFIX.length), "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(p) || p.length !== 11) return null;
    const [direction, airport, placeKind, place, city, when, flightNumber, passengers, luggage, vehicle, provider] = p as Packed;
    const parsed = ZKey.safeParse({
      query: {
        direction,
        airport,
        place: placeKind === "h" ? { hotel: place } : { address: place, city },
        date: String(when).slice(0, 10),
        time: String(when).slice(11),
        ...(flightNumber ? { flightNumber } : {}),
        passengers,
        luggage,
      },
      vehicle,
      provider,
    });
    return parsed.success ? (parsed.data as OfferKey) : null;
  } catch {
    return null;
  }
}
