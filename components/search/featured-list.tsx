import Image from "next/image";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SMALL_WIDTH } from "@/lib/booking/pictures";
import type { SearchResult } from "@/lib/booking/search";
import { detailsHref } from "@/lib/booking/search-url";
import { PriceBox } from "./price-box";
import { StarRating } from "./star-rating";

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
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" data-testid={testId}>
      <h2 className="text-xl font-semibold">{title ?? t("featured")}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {results.map((r) => {
          const href = detailsHref(r.property.id, { ...stay, guests: 2, rooms: 1 });
          return (
            <li key={r.property.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="featured-card">
              <Image
                src={r.property.image}
                alt={t("photoAlt", { name: r.property.name })}
                width={SMALL_WIDTH}
                height={(SMALL_WIDTH * 2) / 3}
                sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                className="h-44 w-full object-cover"
                loading="lazy"
                data-testid="featured-photo"
              />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="font-semibold">
                  <Link href={href} className="hover:text-brand hover:underline">
                    {r.property.name}
                  </Link>
                </h3>
                <StarRating stars={r.property.stars} />
                <p className="text-sm text-slate-600">
                  {r.property.city} · {r.property.country}
                </p>
                <div className="mt-auto">
                  <PriceBox price={r.cheapestRoom.price} signedIn={signedIn} unit={r.property.productCode === "ACT" ? "activity" : "stay"} align="start" />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
