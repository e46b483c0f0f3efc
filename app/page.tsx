import Image from "next/image";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SearchForm } from "@/components/search/search-form";
import { FeaturedList } from "@/components/search/featured-list";
import { getViewer } from "@/lib/auth/viewer";
import { featuredDestinations } from "@/lib/booking/destinations";
import { cachedFeaturedProperties } from "@/lib/booking/featured";
import { PHOTO_HEIGHT, PHOTO_WIDTH, SMALL_WIDTH, heroPhoto, productPhoto } from "@/lib/booking/pictures";
import { searchHref } from "@/lib/booking/search-url";
import { productNavigation } from "@/lib/nav/products";
import { getRequestContext } from "@/lib/request-context";

export default async function HomePage() {
  const { org, locale, currency } = await getRequestContext();
  const t = await getTranslations("Home");
  const tn = await getTranslations("Nav");
  const products = productNavigation(org.eligibleProducts, { orgId: org.id, locale }).filter((p) => !p.external);
  const dealsProduct = (["hotel", "resorts", "stays", "activities"] as const).find((p) => org.eligibleProducts.includes(p));
  const viewer = await getViewer();
  const [destinations, deals] = await Promise.all([
    featuredDestinations(6),
    dealsProduct ? cachedFeaturedProperties({ org, product: dealsProduct, memberPricing: viewer.memberPricing, currency, limit: 3 }) : null,
  ]);
  return (
    <>
      <section className="relative isolate overflow-hidden text-white" data-testid="hero">
        {/* The hero photo is the page's largest paint: loaded at once, at the width of the screen. */}
        <Image
          src={heroPhoto(org.themeType)}
          alt=""
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          sizes="100vw"
          preload
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
          data-testid="hero-photo"
        />
        <div aria-hidden className="hero-overlay absolute inset-0 -z-10" />
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-20">
          <h1 className="text-3xl font-bold drop-shadow md:text-5xl" data-testid="hero-title">
            {t("heroTitle")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-white drop-shadow">{t("heroSubtitle", { org: org.name })}</p>
          <div className="mt-8">
            <SearchForm org={org} />
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <h2 className="text-xl font-semibold">{t("browse")}</h2>
        {/* On a phone the cards are one row that scrolls sideways (fifteen products in two columns were a screen and a
            half of cards before the destinations); wider, a grid. */}
        <ul
          className="-mx-4 mt-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-6"
          data-testid="product-tiles"
        >
          {products.map((p) => (
            <li key={p.id} className="w-36 shrink-0 snap-start sm:w-auto">
              <Link
                href={p.href}
                className="group relative flex h-28 items-end overflow-hidden rounded-xl text-white shadow-sm ring-brand hover:ring-2"
                data-testid="product-card"
              >
                <Image
                  src={productPhoto(p.id)}
                  alt=""
                  width={SMALL_WIDTH}
                  height={(SMALL_WIDTH * 2) / 3}
                  sizes="(min-width: 1024px) 12rem, (min-width: 640px) 33vw, 50vw"
                  loading="lazy"
                  className="absolute inset-0 h-full w-full object-cover transition-transform group-hover:scale-105"
                />
                <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-transparent" />
                <span className="relative p-3 font-semibold">{tn(`products.${p.label}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {destinations.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pb-10" data-testid="destinations">
          <h2 className="text-xl font-semibold">{t("destinations")}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-3">
            {destinations.map((d) => (
              <li key={d.slug}>
                <Link
                  href={searchHref("/search-detail", { product: "hotel", destination: d.name })}
                  className="group relative flex h-40 items-end overflow-hidden rounded-xl text-white shadow-sm ring-brand hover:ring-2 md:h-52"
                  data-testid="destination-card"
                >
                  <Image
                    src={d.image}
                    alt=""
                    width={SMALL_WIDTH}
                    height={(SMALL_WIDTH * 2) / 3}
                    sizes="(min-width: 1024px) 24rem, 50vw"
                    loading="lazy"
                    className="absolute inset-0 h-full w-full object-cover transition-transform group-hover:scale-105"
                  />
                  <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/30 to-transparent" />
                  <span className="relative flex flex-col p-4">
                    <span className="text-lg font-bold">{d.name}</span>
                    <span className="text-sm">{t("destinationStays", { count: d.properties })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {deals ? <FeaturedList results={deals.results} stay={deals} signedIn={viewer.signedIn} title={t("deals", { org: org.name })} testId="deals" /> : null}
      <section className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 md:grid-cols-3">
          <h2 className="sr-only">{t("whyTitle")}</h2>
          {(["Member", "Wallet", "Referral"] as const).map((k) => (
            <div key={k} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-brand-dark">{t(`why${k}`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`why${k}Text`)}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
