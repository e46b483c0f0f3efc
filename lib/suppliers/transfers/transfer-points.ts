import { suggestAirports, airportByCode } from "./airports";
import { suggestHotels } from "./hotels";

export type TransferPoint =
  { kind: "airport"; code: string; name: string; city: string; country: string } | { kind: "hotel"; slug: string; name: string; city: string; address: string };

/**
 * Suggestions for the transfer search's two ends: airports (by code, city or name) and hotels of the catalogue (by
 * name or city; when an airport is chosen, only those within reach of it, nearest first).
 */
export async function transferPoints({ q, kind, near }: { q: string; kind: "airport" | "hotel"; near?: string }): Promise<TransferPoint[]> {
  if (kind === "airport") {
    return (await suggestAirports(q)).map((a) => ({ kind: "airport", code: a.code, name: a.name, city: a.city, country: a.country }));
  }
  const airport = near ? await airportByCode(near) : null;
  return (await suggestHotels(q, airport)).map((h) => ({ kind: "hotel", slug: h.slug, name: h.name, city: h.city, address: h.address }));
}
