import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import type { SearchQuery } from "@/lib/booking/search-input";
import { searchHref } from "@/lib/booking/search-url";

export async function Pagination({ query, path, page, pages }: { query: Partial<SearchQuery>; path: string; page: number; pages: number }) {
  return <PageLinks page={page} pages={pages} hrefFor={(p) => searchHref(path, { ...query, page: p })} />;
}

/** Previous, "page n of m" and next, for any list whose pages are links (`hrefFor` gives a page's URL). */
export async function PageLinks({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const t = await getTranslations("Results");
  const link = "rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand";
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={t("pagination")} data-testid="pagination">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={link} rel="prev" data-testid="pagination-prev">
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600" data-testid="pagination-status">
        {t("pageOf", { page, pages })}
      </span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className={link} rel="next" data-testid="pagination-next">
          {t("next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
