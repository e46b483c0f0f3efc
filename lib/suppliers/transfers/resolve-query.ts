import { haversineKm } from "@/lib/booking/geo";
import { airportByCode, type Airport } from "./airports";
import { hotelBySlug, MAX_TRANSFER_KM } from "./hotels";
import type { TransferSearchError } from "./search-input";
import type { TransferDirection, TransferQuery } from "./types";

export type QueryFields = {
  direction: TransferDirection;
  airport: string;
  hotel?: string;
  address?: string;
  date: string;
  time: string;
  passengers: number;
  luggage: number;
  flight?: string;
};

/**
 * A search's fields as a supplier query: the airport from its code, a hotel from the catalogue (it must be within
 * reach of the airport), a free address in the airport's city.
 */
export async function resolveTransferQuery(
  fields: QueryFields,
): Promise<{ kind: "ok"; query: TransferQuery; airport: Airport } | { kind: "invalid"; errors: TransferSearchError[] }> {
  const airport = await airportByCode(fields.airport);
  if (!airport) return { kind: "invalid", errors: [{ field: "airport", code: "airportUnknown" }] };
  let place: TransferQuery["place"];
  if (fields.hotel) {
    const hotel = await hotelBySlug(fields.hotel);
    if (!hotel) return { kind: "invalid", errors: [{ field: "hotel", code: "hotelUnknown" }] };
    if (haversineKm(airport.lat, airport.lng, hotel.lat, hotel.lng) > MAX_TRANSFER_KM) {
      return { kind: "invalid", errors: [{ field: "hotel", code: "hotelTooFar", params: { km: MAX_TRANSFER_KM } }] };
    }
    place = hotel;
  } else {
    place = { kind: "address", address: fields.address ?? "", city: airport.city };
  }
  const query: TransferQuery = {
    direction: fields.direction,
    airport: airport.code,
    place,
    date: fields.date,
    time: fields.time,
    ...(fields.flight ? { flightNumber: fields.flight } : {}),
    passengers: fields.passengers,
    luggage: fields.luggage,
  };
  return { kind: "ok", query, airport };
}
