import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { boundingBox, haversineKm } from "@/lib/booking/geo";
import { prefixRange, searchKey } from "@/lib/booking/search-key";
import type { TransferPlace } from "./types";

/** Hotels and resorts of the catalogue are transfer ends; stays (flats, villas) are not. */
const HOTEL_CODES = ["HLT", "RST"];

/** How far from its airport a hotel may be: beyond this a transfer is a road trip, not an airport transfer. */
export const MAX_TRANSFER_KM = 150;

export type HotelPoint = Extract<TransferPlace, { kind: "hotel" }>;

type Row = { slug: string; name: string; address: string; city: string; countryCode: string; latitude: number; longitude: number };

const toPoint = (r: Row): HotelPoint => ({
  kind: "hotel",
  slug: r.slug,
  name: r.name,
  address: r.address,
  city: r.city,
  countryCode: r.countryCode,
  lat: r.latitude,
  lng: r.longitude,
});

export async function hotelBySlug(slug: string): Promise<HotelPoint | null> {
  const row = await db.property.findFirst({
    where: { slug, active: true, productCode: { in: HOTEL_CODES } },
    select: { slug: true, name: true, address: true, city: true, countryCode: true, latitude: true, longitude: true },
  });
  return row ? toPoint(row) : null;
}

/**
 * Hotels whose name or city starts with what the visitor typed (the catalogue search's prefix rule), nearest the
 * airport first when one is chosen — and then only those within reach of it.
 */
export async function suggestHotels(query: string, near: { lat: number; lng: number } | null, limit = 6): Promise<HotelPoint[]> {
  const q = searchKey(query);
  if (q.length < 2) return [];
  const { lo, hi } = prefixRange(q);
  const box = near ? boundingBox(near.lat, near.lng, MAX_TRANSFER_KM) : null;
  const rows = await db.$queryRaw<Row[]>`
    SELECT p."slug", p."name", p."address", p."city", p."countryCode", p."latitude", p."longitude"
    FROM "Property" p
    WHERE p."active" AND p."productCode" = ANY(${HOTEL_CODES}::text[])
      AND ((p."searchName" ~>=~ ${lo} AND p."searchName" ~<~ ${hi}) OR (p."searchCity" ~>=~ ${lo} AND p."searchCity" ~<~ ${hi}))
      ${box ? Prisma.sql`AND p."latitude" BETWEEN ${box.minLat}::float8 AND ${box.maxLat}::float8 AND p."longitude" BETWEEN ${box.minLng}::float8 AND ${box.maxLng}::float8` : Prisma.empty}
    ORDER BY p."name" ASC
    LIMIT 200`;
  const points = rows.map(toPoint);
  if (!near) return points.slice(0, limit);
  return points
    .map((p) => ({ p, km: haversineKm(near.lat, near.lng, p.lat, p.lng) }))
    .filter((x) => x.km <= MAX_TRANSFER_KM)
    .sort((a, b) => a.km - b.km)
    .slice(0, limit)
    .map((x) => x.p);
}
