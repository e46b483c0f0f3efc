import { db } from "@/lib/db";
import { orgSellsProductCode } from "@/lib/booking/eligibility";
import type { OrgConfig } from "@/lib/org/org-config";

export type CatalogueRoom = {
  propertyId: number;
  propertyName: string;
  city: string;
  roomTypeId: number;
  roomName: string;
  maxGuests: number;
  currency: string;
  publicRateMinor: number;
};

/** Rooms of the catalogue an agent can quote: properties whose name or city starts a word with the query. */
export async function searchCatalogueRooms(org: OrgConfig, q: string): Promise<CatalogueRoom[]> {
  const term = q.trim().toLowerCase();
  if (term.length < 2) return [];
  const properties = await db.property.findMany({
    where: {
      active: true,
      roomTypes: { some: {} },
      OR: [{ name: { contains: term, mode: "insensitive" } }, { city: { contains: term, mode: "insensitive" } }],
    },
    include: { roomTypes: { orderBy: { publicRateMinor: "asc" } } },
    orderBy: { name: "asc" },
    take: 20,
  });
  return properties
    .filter((p) => orgSellsProductCode(org.eligibleProducts, p.productCode))
    .flatMap((p) =>
      p.roomTypes.map((r) => ({
        propertyId: p.id,
        propertyName: p.name,
        city: p.city,
        roomTypeId: r.id,
        roomName: r.name,
        maxGuests: r.maxGuests,
        currency: p.currency,
        publicRateMinor: r.publicRateMinor,
      })),
    );
}
