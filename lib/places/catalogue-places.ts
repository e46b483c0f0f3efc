import { ttlMemo } from "@/lib/cache/ttl-memo";
import { db } from "@/lib/db";
import { buildPlaceIndex, type CatalogueDestination, type PlaceIndex } from "./place-index";

/**
 * The catalogue's destinations with the products sold in each, indexed by every name travellers type (place-index.ts).
 * The same for every visitor and changed only by the seed or an operator, so kept five minutes per process.
 */
const cachedIndex = ttlMemo(async () => buildPlaceIndex(await loadDestinations()), {
  ttlMs: 5 * 60_000,
  maxKeys: 1,
  keyOf: () => "catalogue",
});

export const placeIndex = (): Promise<PlaceIndex> => cachedIndex(undefined);

async function loadDestinations(): Promise<CatalogueDestination[]> {
  const [destinations, products] = await Promise.all([
    db.destination.findMany({
      select: { id: true, slug: true, name: true, region: true, countryCode: true, latitude: true, longitude: true },
      orderBy: { name: "asc" },
    }),
    db.property.groupBy({ by: ["destinationId", "productCode"], where: { active: true, destinationId: { not: null } } }),
  ]);
  return destinations.map((d) => ({
    ...d,
    productCodes: products.filter((p) => p.destinationId === d.id).map((p) => p.productCode),
  }));
}
