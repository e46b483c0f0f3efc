import { getTranslations } from "@/lib/locale/translations";
import { navEntry, productNavigation } from "@/lib/nav/products";
import { listCurrencies } from "@/lib/locale/currencies";
import { listLanguages } from "@/lib/locale/languages";
import { getRequestContext } from "@/lib/http/page-context";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { SiteHeaderView } from "./site-header-view";

export async function SiteHeader() {
  const ctx = await getRequestContext();
  const [t, languages, currencies, viewer] = await Promise.all([getTranslations("Header"), listLanguages(), listCurrencies(), getViewer()]);
  const links = productNavigation(ctx.org.eligibleProducts, { orgId: ctx.org.id, locale: ctx.locale, partnerLinks: ctx.org.partnerLinks });
  return (
    <SiteHeaderView
      orgName={ctx.org.name}
      homeSuffix={t("homeSuffix")}
      controls={{
        // Only what the pickers show: every field travels in every page's RSC payload.
        languages: languages.map(({ code, name }) => ({ code, name })),
        currencies: currencies.map(({ code, name }) => ({ code, name })),
        currentLanguage: ctx.locale,
        currentCurrency: ctx.currency,
        // In a shared rendering (the page cache) the name is not known here: the browser asks for it.
        user: viewer.signedIn ? { name: viewer.user ? `${viewer.user.firstName} ${viewer.user.lastName}` : null, isAgent: viewer.agent } : null,
      }}
      entries={links.map(navEntry)}
    />
  );
}
