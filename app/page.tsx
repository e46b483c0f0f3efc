import { getTranslations } from "@/lib/locale/translations";
import { HomeView } from "@/components/home/home-view";
import { SearchForm } from "@/components/search/search-form";
import { FeaturedList } from "@/components/search/featured-list";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { featuredDestinations } from "@/lib/booking/destinations";
import { cachedFeaturedProperties } from "@/lib/booking/featured";
import { heroPhoto } from "@/lib/booking/pictures";
import { navEntry, productNavigation } from "@/lib/nav/products";
import { getRequestContext } from "@/lib/http/page-context";

export default async function HomePage() {
  const { org, locale, currency } = await getRequestContext();
  const t = await getTranslations("Home");
  const tn = await getTranslations("Nav");
  const products = productNavigation(org.eligibleProducts, { orgId: org.id, locale }).filter((p) => !p.external);
  const dealsProduct = (["hotel", "resorts", "stays", "activities"] as const).find((p) => org.eligibleProducts.includes(p));
  const viewer = await getViewer();
  const [destinations, deals] = await Promise.all([
    featuredDestinations({ org, limit: 6 }),
    dealsProduct ? cachedFeaturedProperties({ org, product: dealsProduct, memberPricing: viewer.memberPricing, currency, limit: 3 }) : null,
  ]);
  return (
    <HomeView
      heroPhoto={heroPhoto(org.themeType)}
      texts={{
        heroTitle: t("heroTitle"),
        heroSubtitle: t("heroSubtitle", { org: org.name }),
        browse: t("browse"),
        destinations: t("destinations"),
        whyTitle: t("whyTitle"),
        why: (["Member", "Wallet", "Referral"] as const).map((k) => ({ key: k, title: t(`why${k}`), text: t(`why${k}Text`) })),
      }}
      products={products.map(navEntry)}
      destinations={destinations.map((d) => ({
        name: d.name,
        href: d.href,
        offers: d.offers,
        stays: t("destinationStays", { count: d.offers, product: tn(`products.${d.product}`) }),
        photo: d.image,
      }))}
      searchForm={<SearchForm org={org} />}
      deals={
        deals ? <FeaturedList results={deals.results} stay={deals} signedIn={viewer.signedIn} title={t("deals", { org: org.name })} testId="deals" /> : null
      }
    />
  );
}
