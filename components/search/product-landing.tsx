import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { ProductHero } from "@/components/ui/product-hero";
import { SearchForm } from "./search-form";
import { FeaturedList } from "./featured-list";
import { getSessionUser } from "@/lib/http/current-user";
import { cachedFeaturedProperties } from "@/lib/booking/featured";
import { PRODUCT_CODES, type BookableProduct } from "@/lib/booking/pricing";
import { getRequestContext } from "@/lib/http/page-context";
import type { ProductLabel } from "@/lib/nav/products";

type LandingProduct = Exclude<ProductLabel, "weeks" | "allinclusive" | "trips" | "dailydeals">;

/**
 * The landing page of one product of the navigation; products the org does not offer are not found on its host.
 * `named`: the tab that led here when it is not the path's own product (Weeks, on /resorts).
 */
export async function ProductLanding({ product, named }: { product: LandingProduct; named?: "weeks" }) {
  const { org, currency } = await getRequestContext();
  const eligible = org.eligibleProducts.includes(product) || (product === "resorts" && org.eligibleProducts.includes("weeks"));
  if (!eligible) notFound();
  const tn = await getTranslations("Nav");
  const tp = await getTranslations("Product");
  // Products the catalogue sells show a few featured properties; the others stay listing-only.
  const bookable = product in PRODUCT_CODES ? (product as BookableProduct) : null;
  const user = bookable ? await getSessionUser() : null;
  const featured = bookable ? await cachedFeaturedProperties({ org, product: bookable, memberPricing: user?.memberPricing ?? false, currency }) : null;
  return (
    <>
      <ProductHero title={tn(`products.${named ?? product}`)} tagline={tp(product)}>
        <SearchForm org={org} product={product} action={product === "resorts" ? "/resorts/search-details" : "/search-detail"} />
      </ProductHero>
      {featured ? <FeaturedList results={featured.results} stay={featured} signedIn={!!user} /> : null}
    </>
  );
}
