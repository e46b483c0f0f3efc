import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { formatDate } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";
import { carResultsHref, formValues, type RawCarParams } from "@/lib/suppliers/cars/search-input";
import { searchCars } from "@/lib/cars/search-cars";
import { SupplierError } from "@/lib/suppliers/seam";
import type { CarPlace } from "@/lib/suppliers/cars/types";
import { CarCard } from "./car-card";
import { CarFilters } from "./car-filters";
import { CarSearchForm } from "./car-search-form";
import type { PlaceOption } from "./place-combobox";
import { partSeparator } from "@/lib/locale/part-separator";
import { formatClock } from "@/lib/locale/numbers";

const option = (p: CarPlace): PlaceOption => ({
  ref: p.ref,
  kind: p.kind,
  label: p.code ? `${p.name} (${p.code})` : p.name,
  detail: p.kind === "airport" ? `${p.city}, ${p.country}` : p.country,
});

/**
 * /cars/results: server-rendered from the URL alone. Bad input lists what to fix under the form; a supplier that does
 * not answer says so; otherwise the cars, with their filters, sort and pages as links.
 */
export async function CarResultsPage({ raw }: { raw: RawCarParams }) {
  const ctx = await getRequestContext();
  if (!ctx.org.eligibleProducts.includes("cars")) notFound();
  const t = await getTranslations("Cars");
  const tn = await getTranslations("Nav.products");
  const locale = await getLocale();
  const user = await getSessionUser();
  const memberPricing = await memberPricingFor(user?.id);
  const outcome = await searchCars({ raw, org: ctx.org, currency: ctx.currency, memberPricing }).catch((error: unknown) => {
    if (error instanceof SupplierError) return { kind: "unavailable" as const };
    throw error;
  });
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  const page = outcome.kind === "ok" ? outcome.page : null;
  const places = page ? { pickup: option(page.query.pickup), dropoff: option(page.query.dropoff) } : {};
  const pageLink = (to: number, rel: "prev" | "next") =>
    page && to >= 1 && to <= page.pages ? (
      <Link href={carResultsHref(page.query, { ...page.view, page: to })} className="page-link" rel={rel} data-testid={`pagination-${rel}`}>
        {t(rel === "prev" ? "results.previous" : "results.next")}
      </Link>
    ) : (
      <span />
    );

  return (
    <>
      <section className="hero-gradient text-white">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="mb-4 text-2xl font-bold" data-testid="results-title">
            {tn("cars")}
            {page ? `${partSeparator(locale)}${page.query.pickup.city}` : ""}
          </h1>
          {/* On a phone the list starts on the first screen: the search is one line until the visitor asks to change it. */}
          {page ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-white/90 lg:hidden" data-testid="search-summary">
              <span>
                {option(page.query.pickup).label}
                {partSeparator(locale)}
                {day(page.query.pickupDate)} – {day(page.query.dropoffDate)}
              </span>
              <a href="#edit-search" className="font-semibold text-white underline" data-testid="change-search">
                {t("results.changeSearch")}
              </a>
            </p>
          ) : null}
          <div id="edit-search" className={page ? "hidden target:block lg:block" : undefined}>
            <CarSearchForm org={ctx.org} values={formValues(raw)} places={places} residence={ctx.countryCode} />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6">
        {outcome.kind === "invalid" ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" data-testid="search-errors">
            <h2 className="font-semibold">{t("errors.title")}</h2>
            <ul className="mt-2 list-disc ps-5">
              {outcome.errors.map((e) => (
                <li key={`${e.field}-${e.code}`} data-testid="search-error" data-field={e.field} data-code={e.code}>
                  {t(`errors.${e.code}`, { date: e.params?.date ? day(String(e.params.date)) : "", max: Number(e.params?.max ?? 60) })}
                </li>
              ))}
            </ul>
          </div>
        ) : outcome.kind === "unavailable" ? (
          <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid="search-unavailable">
            {t("unavailable")}
          </div>
        ) : page ? (
          <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
            <aside className="order-2 lg:order-1">
              <CarFilters page={page} />
            </aside>
            <section className="order-1 flex flex-col gap-4 lg:order-2" aria-label={t("results.label")}>
              <div className="flex flex-wrap items-end justify-between gap-3">
                <p className="text-slate-700" data-testid="results-summary" data-total={page.total} data-found={page.found}>
                  <span className="block font-semibold text-slate-900">
                    {page.total === page.found ? t("results.count", { count: page.total }) : t("results.filtered", { count: page.total, found: page.found })}
                  </span>
                  <span className="block text-sm">
                    {day(page.query.pickupDate)} {formatClock(page.query.pickupTime, locale)} – {day(page.query.dropoffDate)}{" "}
                    {formatClock(page.query.dropoffTime, locale)}
                    {partSeparator(locale)}
                    {t(`form.ages.${page.query.ageRange}`)}
                  </span>
                </p>
                {/* On a phone the filters come after the list: the link jumps to them. */}
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <a href="#car-filters" className="rounded-full border border-slate-300 px-3 py-1 font-medium lg:hidden" data-testid="show-filters">
                    {t("filters.title")}
                  </a>
                  <nav aria-label={t("results.sortBy")} className="flex items-center gap-2 text-sm" data-testid="car-sort">
                    <span className="text-slate-700">{t("results.sortBy")}</span>
                    {(["price", "size"] as const).map((s) => (
                      <Link
                        key={s}
                        href={carResultsHref(page.query, { ...page.view, sort: s, page: 1 })}
                        aria-current={page.view.sort === s ? "true" : undefined}
                        className={`rounded-full border px-3 py-1 ${page.view.sort === s ? "border-brand bg-brand text-white" : "border-slate-300 hover:border-brand"}`}
                        data-testid={`sort-${s}`}
                      >
                        {t(`results.sort.${s}`)}
                      </Link>
                    ))}
                  </nav>
                </div>
              </div>
              {page.results.length === 0 ? (
                <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center" data-testid="results-empty">
                  <p className="font-semibold">{t("results.empty")}</p>
                  <p className="mt-1 text-sm text-slate-600">{t("results.emptyHint")}</p>
                </div>
              ) : (
                <ul className="flex flex-col gap-4" data-testid="car-list">
                  {page.results.map((r) => (
                    <CarCard key={r.offer.id} result={r} signedIn={!!user} />
                  ))}
                </ul>
              )}
              {page.pages > 1 ? (
                <nav className="flex items-center justify-between gap-2" aria-label={t("results.pagination")} data-testid="pagination">
                  {pageLink(page.page - 1, "prev")}
                  <span className="text-sm text-slate-600" data-testid="pagination-status">
                    {t("results.pageOf", { page: page.page, pages: page.pages })}
                  </span>
                  {pageLink(page.page + 1, "next")}
                </nav>
              ) : null}
            </section>
          </div>
        ) : null}
      </div>
    </>
  );
}
