import { suggestAirports, airportByCode } from "./airports";
import { suggestHotels } from "./hotels";
import { airportPlaceIn } from "../airport-names";

export type TransferPoint =
  { kind: "airport"; code: string; name: string; city: string; country: string } | { kind: "hotel"; slug: string; name: string; city: string; address: string };

/**
 * Suggestions for the transfer search's two ends: airports (by code, city or name) and hotels of the catalogue (by
 * name or city; when an airport is chosen, only those within reach of it, nearest first). Airports' cities and
 * countries in `locale`.
 */
export async function transferPoints({
  q,
  kind,
  near,
  locale = "en",
}: {
  q: string;
  kind: "airport" | "hotel";
  near?: string;
  locale?: string;
}): Promise<TransferPoint[]> {
  if (kind === "airport") {
    return (await suggestAirports(q)).map((a) =>
      airportPlaceIn({ kind: "airport" as const, code: a.code, name: a.name, city: a.city, country: a.country }, locale),
    );
  }
  const airport = near ? await airportByCode(near) : null;
  return (await suggestHotels(q, airport)).map((h) => ({ kind: "hotel", slug: h.slug, name: h.name, city: h.city, address: h.address }));
}
