import { getTranslations } from "next-intl/server";
import type { SearchResult } from "@/lib/booking/search";
import { detailsHref } from "@/lib/booking/search-url";
import { FeaturedCards } from "./featured-cards";
import { priceTexts } from "./price-box";

/** Featured properties under a product landing page's search form, priced for the earliest stay. */
export async function FeaturedList({
  results,
  stay,
  signedIn,
  title,
  testId = "featured",
}: {
  results: SearchResult[];
  stay: { checkIn: string; checkOut: string };
  signedIn: boolean;
  title?: string;
  testId?: string;
}) {
  if (results.length === 0) return null;
  const t = await getTranslations("Results");
  const cards = await Promise.all(
    results.map(async ({ property: p, cheapestRoom }) => ({
      id: p.id,
      href: detailsHref(p.id, { ...stay, guests: 2, rooms: 1 }),
      name: p.name,
      photoAlt: t("photoAlt", { name: p.name }),
      photo: p.image,
      stars: p.stars,
      starsLabel: t("starsLabel", { count: p.stars }),
      place: `${p.city} · ${p.country}`,
      price: await priceTexts(cheapestRoom.price, signedIn, p.productCode === "ACT" ? "activity" : "stay"),
    })),
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-testid={testId}>
      <h2 className="text-xl font-semibold">{title ?? t("featured")}</h2>
      <FeaturedCards cards={cards} />
    </section>
  );
}
