import { ttlMemo } from "@/lib/cache/ttl-memo";
import { db } from "@/lib/db";
import { destinationPhotos } from "./pictures";

export type FeaturedDestination = { slug: string; name: string; region: string | null; countryCode: string; properties: number; image: string };

/**
 * The destinations with the most active properties, each with its photo, for the home page. The ranking counts every
 * active property (50,000 with the bench catalogue) and changes slowly, so it is kept for a minute per process, like
 * the currency list, instead of being counted again for every signed-in home page.
 */
export const featuredDestinations: (limit: number) => Promise<FeaturedDestination[]> = ttlMemo(rankDestinations, {
  ttlMs: 60_000,
  maxKeys: 10,
  keyOf: String,
});

async function rankDestinations(limit: number): Promise<FeaturedDestination[]> {
  const rows = await db.destination.findMany({
    select: { slug: true, name: true, region: true, countryCode: true, _count: { select: { properties: { where: { active: true } } } } },
    orderBy: [{ properties: { _count: "desc" } }, { name: "asc" }],
    take: limit,
  });
  const shown = rows.filter((d) => d._count.properties > 0);
  const images = destinationPhotos(shown.map((d) => d.slug));
  return shown.map((d, i) => ({
    slug: d.slug,
    name: d.name,
    region: d.region,
    countryCode: d.countryCode,
    properties: d._count.properties,
    image: images[i]!,
  }));
}
