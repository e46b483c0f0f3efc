import { db } from "@/lib/db";
import { destinationPhoto } from "./pictures";

export type FeaturedDestination = { slug: string; name: string; region: string | null; countryCode: string; properties: number; image: string };

/**
 * The destinations with the most active properties, each with its photo, for the home page. A few milliseconds, and
 * the signed-out home page is served from the page cache anyway.
 */
export async function featuredDestinations(limit = 6): Promise<FeaturedDestination[]> {
  const rows = await db.destination.findMany({
    select: { slug: true, name: true, region: true, countryCode: true, _count: { select: { properties: { where: { active: true } } } } },
    orderBy: [{ properties: { _count: "desc" } }, { name: "asc" }],
    take: limit,
  });
  return rows
    .filter((d) => d._count.properties > 0)
    .map((d) => ({
      slug: d.slug,
      name: d.name,
      region: d.region,
      countryCode: d.countryCode,
      properties: d._count.properties,
      image: destinationPhoto(d.slug),
    }));
}
