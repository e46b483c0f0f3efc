import { getTranslations } from "@/lib/locale/translations";
import Link from "@/components/ui/link";
import { ProductResults, type ResultsState } from "@/components/ui/product-results";
import { placeOption } from "@/lib/suppliers/flights/places";
import { AppError } from "@/lib/errors";
import { moneyFormatter } from "@/lib/locale/display-money";
import { resultsStart } from "@/components/ui/results-start";
import { stayDetailsHref } from "@/lib/packages/links";
import { PACKAGE_FILTER_FIELDS, PACKAGE_SORTS, packageFilterCount, packageFilterParams, packageQueryParams } from "@/lib/packages/query";
import { PACKAGE_DISCOUNT_BPS } from "@/lib/packages/rules";
import { searchPackages, type PackageSearch } from "@/lib/packages/search-packages";
import { offerTerms } from "@/components/ui/offer-terms";
import { PackageCard } from "./package-card";
import { PackageFilters } from "./package-filters";
import { PackageSearchForm } from "./package-search-form";

type Money = Awaited<ReturnType<typeof moneyFormatter>>;

const isFilter = (field: string): field is (typeof PACKAGE_FILTER_FIELDS)[number] => (PACKAGE_FILTER_FIELDS as readonly string[]).includes(field);

/**
 * /packages/results: the kit's results page (components/ui/product-results.tsx) over one flight and the stays it fits,
 * in the visitor's currency; a search to fix or a filter that is not valid says so, each card opens its stay's page or
 * changes its flight.
 */
export async function PackageResultsPage({ raw }: { raw: Record<string, string> }) {
  const { org, locale, currency, viewer, sep, days } = await resultsStart("packages");
  const [t, to] = await Promise.all([getTranslations("Packages.results"), getTranslations("Occupancy")]);
  let state: ResultsState | null = null;
  let errors: Record<string, string> = {};
  let brief: { place: string; details: string } | null = null;
  try {
    const outcome = await searchPackages({ raw, org, memberPricing: viewer.memberPricing, currency });
    state = await found(outcome, await moneyFormatter(locale, currency), { locale, timeZone: org.timeZone });
    const { query: q } = outcome;
    const from = placeOption(q.origin, locale);
    brief = {
      place: `${from ? `${from.city} (${from.code})` : q.origin} → ${outcome.destination.name}`,
      details: [
        days(q.checkIn, q.checkOut),
        [to("adultCount", { count: q.adults }), ...(q.children ? [to("childCount", { count: q.children })] : []), to("roomCount", { count: q.rooms })].join(
          sep,
        ),
      ].join(sep),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code !== "VALIDATION_FAILED") state = { kind: "unavailable", text: error.message, testId: "package-unavailable" };
    errors = Object.fromEntries((error.fields ?? []).map((f) => [f.path, f.message]));
  }
  const filterErrors = Object.keys(errors).filter(isFilter);
  const searchFixed = filterErrors.length === Object.keys(errors).length;
  return (
    <ProductResults
      title={t("title")}
      titleTestId="package-results-title"
      search={<PackageSearchForm org={org} values={raw} errors={errors} />}
      brief={brief}
      state={
        state ?? {
          kind: "invalid",
          title: filterErrors.length ? t("filterErrors.title") : t("fixSearch"),
          testIds: ["package-filter-errors", "package-filter-error"],
          errors: filterErrors.map((f) => ({ key: f, field: f, code: f, text: t(`filterErrors.${f}`) })),
          action:
            filterErrors.length && searchFixed ? (
              <Link
                href={`/packages/results?${new URLSearchParams(Object.entries(raw).filter(([k]) => !isFilter(k)))}`}
                className="mt-2 inline-block font-semibold underline"
                data-testid="package-filters-reset"
              >
                {t("filterErrors.reset")}
              </Link>
            ) : null,
        }
      }
    />
  );
}

/** The list of one search: its summary, sort and phone sheets, the cards and pages. */
async function found(outcome: PackageSearch, money: Money, reader: { locale: string; timeZone: string }): Promise<ResultsState> {
  const t = await getTranslations("Packages.results");
  const { query, results, flight } = outcome;
  // Each part's terms as the terms engine states them (lib/terms), at the moment the search was priced: the checkout,
  // the trip page and the refund read the same.
  const terms = await offerTerms(reader.locale, new Date(outcome.asOf));
  const flightTerms = flight ? terms.badge(flight, reader.timeZone) : null;
  const base = packageQueryParams(query);
  const url = (change: Record<string, string>) =>
    `/packages/results?${new URLSearchParams({ ...base, ...packageFilterParams(query.filters), sort: query.sort, ...change })}`;
  const here = url({ page: String(results.page) });
  return {
    kind: "ok",
    label: t("title"),
    filters: <PackageFilters search={outcome} />,
    summary: {
      testId: "package-count",
      total: results.total,
      count: t("heading", { count: results.total, destination: outcome.destination.name }),
      details: t("ruleNote", { percent: PACKAGE_DISCOUNT_BPS / 100 }),
    },
    sort: {
      label: t("sortLabel"),
      current: query.sort,
      options: PACKAGE_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`), testId: `package-sort-${s}` })),
      href: (s) => url({ sort: s }),
    },
    activeFilters: packageFilterCount(query.filters),
    pages: { page: results.page, pages: results.pages, href: (p) => url({ page: String(p) }) },
    items: flight
      ? results.items.map((offer, i) => {
          const choose = `/packages/checkout?${new URLSearchParams({ ...base, flight: flight.id, property: String(offer.stay.property.id), room: String(offer.stay.room.id) })}`;
          const details = stayDetailsHref(query, offer.stay.property.id, { back: here, flight: flight.id });
          return (
            <PackageCard
              key={offer.stay.property.id}
              offer={offer}
              flight={flight.details}
              terms={{ stay: terms.stayBadge(offer.stay.property, query.checkIn, reader.timeZone), flight: flightTerms! }}
              show={(minor) => money.display(minor, offer.price.currency)}
              first={i === 0}
              href={{ choose, changeFlight: `${choose}&swap=flight`, details }}
            />
          );
        })
      : [],
    listTestId: "package-list",
    empty: flight
      ? { text: packageFilterCount(query.filters) > 0 ? t("noneFiltered") : t("none"), testId: "package-none" }
      : { text: t("noFlight"), testId: "package-no-flight" },
  };
}
