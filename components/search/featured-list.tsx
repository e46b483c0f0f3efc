import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { regionName } from "@/lib/places/names";
import { partSeparator } from "@/lib/locale/part-separator";
import type { SearchResult } from "@/lib/booking/search";
import { detailsHref } from "@/lib/booking/search-url";
import { FeaturedCards, type FeaturedCard, type PackedCard, type SharedPriceLabels } from "./featured-cards";
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
  const locale = await getLocale();
  const cards = await Promise.all(
    results.map(async ({ property: p, cheapestRoom }) => ({
      id: p.id,
      href: detailsHref(p.id, { ...stay, guests: 2, rooms: 1 }),
      name: p.name,
      photo: p.image,
      stars: p.stars,
      starsLabel: t("starsLabel", { count: p.stars }),
      // The country by its code, named in the reader's language (CLDR), set apart as the language does.
      place: `${p.city}${partSeparator(locale)}${regionName(p.country, locale, p.country)}`,
      price: await priceTexts(cheapestRoom.price, signedIn, p.productCode === "ACT" ? "activity" : "stay"),
    })),
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-testid={testId}>
      <h2 className="text-xl font-semibold">{title ?? t("featured")}</h2>
      <FeaturedCards {...packCards(cards, { publicLabel: t("publicPrice"), memberLabel: t("memberPrice"), signIn: signedIn ? undefined : t("signIn") })} />
    </section>
  );
}

/**
 * The cards as the browser gets them (the home page's RSC payload): the labels every price box repeats
 * once, and no key for what a card lacks (an absent value still travels as "$undefined").
 */
function packCards(cards: FeaturedCard[], labels: Omit<SharedPriceLabels, "taxNote" | "stayQuery">): { cards: PackedCard[]; labels: SharedPriceLabels } {
  const taxNote = cards[0]!.price.taxNote;
  const stayQuery = cards[0]!.href.replace(/^\/hotel-details\?id=\d+&/, "");
  const packed = cards.map(({ price: { split, teaser, taxNote: ownNote, ...rest }, href, ...card }) => {
    const price: PackedCard["price"] = withoutUndefined(rest);
    if (ownNote !== taxNote) price.taxNote = ownNote;
    if (split) price.split = { public: split.public, member: split.member, memberPricing: split.memberPricing };
    if (teaser) price.teaser = { text: teaser.text, minor: teaser.minor };
    return href === `/hotel-details?id=${card.id}&${stayQuery}` ? { ...card, price } : { ...card, href, price };
  });
  return { cards: packed, labels: withoutUndefined({ ...labels, taxNote, stayQuery }) };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
