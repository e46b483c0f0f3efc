import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { navEntry, productNavigation } from "@/lib/nav/products";
import { listCurrencies } from "@/lib/locale/currencies";
import { listLanguages } from "@/lib/locale/languages";
import { getRequestContext } from "@/lib/request-context";
import { getViewer } from "@/lib/auth/viewer";
import { ProductNav } from "./product-nav";
import { HeaderControls } from "./header-controls";

export async function SiteHeader() {
  const ctx = await getRequestContext();
  const [t, languages, currencies, viewer] = await Promise.all([getTranslations("Header"), listLanguages(), listCurrencies(), getViewer()]);
  const links = productNavigation(ctx.org.eligibleProducts, { orgId: ctx.org.id, locale: ctx.locale });
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link href="/" className="flex min-w-0 items-center gap-2 font-bold text-brand-dark" aria-label={t("home", { org: ctx.org.name })}>
          <span
            aria-hidden
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand to-brand-dark text-base font-extrabold text-white shadow-sm"
            data-testid="org-logo"
          >
            {ctx.org.name.slice(0, 1).toUpperCase()}
          </span>
          {/* A long name (the partner's, in capitals) wraps beside the phone's header buttons: smaller there, and the
              badge beside it keeps its size. */}
          <span className="text-base leading-tight sm:text-lg" data-testid="org-name">
            {ctx.org.name}
          </span>
        </Link>
        <HeaderControls
          languages={languages}
          currencies={currencies}
          currentLanguage={ctx.locale}
          currentCurrency={ctx.currency}
          // In a shared rendering (the page cache) the name is not known here: the browser asks for it.
          user={viewer.signedIn ? { name: viewer.user ? `${viewer.user.firstName} ${viewer.user.lastName}` : null, isAgent: viewer.agent } : null}
        />
      </div>
      <ProductNav entries={links.map(navEntry)} currentPath={ctx.pathname} />
    </header>
  );
}
