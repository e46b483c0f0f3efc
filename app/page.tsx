import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { DestinationCards, ProductTiles } from "@/components/home/photo-cards";
import { SearchForm } from "@/components/search/search-form";
import { FeaturedList } from "@/components/search/featured-list";
import { getViewer } from "@/lib/auth/viewer";
import { featuredDestinations } from "@/lib/booking/destinations";
import { cachedFeaturedProperties } from "@/lib/booking/featured";
import { PHOTO_HEIGHT, PHOTO_WIDTH, heroPhoto, productPhoto } from "@/lib/booking/pictures";
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
        <ProductTiles tiles={products.map((p) => ({ id: p.id, href: p.href, label: tn(`products.${p.label}`), photo: productPhoto(p.id) }))} />
      </section>
      {destinations.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pb-10" data-testid="destinations">
          <h2 className="text-xl font-semibold">{t("destinations")}</h2>
          <DestinationCards
            cards={destinations.map((d) => ({
              slug: d.slug,
              href: searchHref("/search-detail", { product: "hotel", destination: d.name }),
              name: d.name,
              stays: t("destinationStays", { count: d.properties }),
              photo: d.image,
            }))}
          />
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
