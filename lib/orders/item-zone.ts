import { nearestAirport } from "@/lib/suppliers/cars/airports.mjs";
import type { CarDetails, CarPoint } from "@/lib/suppliers/cars/types";
import type { CruiseDetails } from "@/lib/suppliers/cruises/types";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import { UNKNOWN_ZONE } from "./place-time";

/**
 * The time zone of the place where an order item (or the offer it was booked from) starts: a flight's first airport,
 * a car's pick-up desk, a transfer's airport, a cruise's first port, a stay's or activity's destination. Its start and
 * its cancellation deadlines are told on that clock (./place-time.ts). The organisation's zone is never a fallback: a
 * place whose zone is unknown is told in UTC, named as such.
 *
 * `placeZone`: the catalogue property's destination zone, for stays and activities booked before their details
 * carried it.
 */
export function itemTimeZone(item: { kind: string; details: unknown }, placeZone?: string | null): string {
  return startZone(item.kind, item.details ?? {}) ?? placeZone ?? UNKNOWN_ZONE;
}

/** Where an item ends, when that is another place with its own clock: a car's drop-off desk, a cruise's last port. */
export function itemEndTimeZone(item: { kind: string; details: unknown }, placeZone?: string | null): string {
  const d = item.details ?? {};
  if (item.kind === "CAR") return deskZone((d as CarDetails).dropoff) ?? itemTimeZone(item, placeZone);
  if (item.kind === "CRUISE") return (d as CruiseDetails).itinerary?.findLast((day) => day.port)?.port?.timeZone ?? itemTimeZone(item, placeZone);
  return itemTimeZone(item, placeZone);
}

function startZone(kind: string, d: unknown): string | null {
  switch (kind) {
    case "FLIGHT":
      return (d as FlightDetails).slices?.[0]?.segments?.[0]?.origin?.timeZone ?? null;
    case "CAR":
      return deskZone((d as CarDetails).pickup);
    case "TRANSFER":
      return (d as TransferDetails).airport?.timeZone ?? null;
    case "CRUISE":
      return (d as CruiseDetails).itinerary?.find((day) => day.port)?.port?.timeZone ?? null;
    default: {
      const zone = (d as { timeZone?: unknown }).timeZone;
      return typeof zone === "string" && zone ? zone : null;
    }
  }
}

/** A rental desk's zone as the offer stored it, else its nearest airport's (the supplier gives a place, not a zone). */
function deskZone(point: CarPoint | undefined): string | null {
  if (!point) return null;
  if (point.timeZone) return point.timeZone;
  if (typeof point.latitude !== "number" || typeof point.longitude !== "number") return null;
  return nearestAirport({ latitude: point.latitude, longitude: point.longitude })?.airport.tz ?? null;
}
