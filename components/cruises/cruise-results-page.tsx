import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { runCruiseSearch } from "@/lib/cruises/run-search";
import { CRUISE_SORTS, cruiseResultsHref, cruiseSearchParams, type RawParams } from "@/lib/cruises/search-query";
import { cruiseCatalogue } from "@/lib/cruises/catalogue";
import { LENGTH_BANDS } from "@/lib/suppliers/cruises/types";
import { facet, FacetFilters } from "@/components/ui/facet-filters";
import { resultsStart } from "@/components/ui/results-start";
import { invalidState, ProductResults } from "@/components/ui/product-results";
import { CruiseSearchForm } from "./cruise-search-form";
import { SailingCard } from "./sailing-card";

const PARTY_FIELDS = ["guests", "adults", "children", "ages"];

/** /cruises/results: server-rendered from the URL alone, so every search, filter, sort and page is a link. */
export async function CruiseResultsPage({ searchParams }: { searchParams: RawParams }) {
  const { org, currency, month, sep, viewer } = await resultsStart();
  const outcome = await runCruiseSearch({ raw: searchParams, org, currency, user: viewer.user });
  if (outcome.kind === "not-offered") notFound();
  const [t, tn] = await Promise.all([getTranslations("Cruises"), getTranslations("Nav.products")]);
  const search = outcome.search;
  const where = search.region ? t(`regions.${search.region}`) : (search.port ?? "");
  // A changed filter or sort starts at page 1. The results came from the line a moment ago, so its catalogue is kept;
  // empty only if it has since gone away.
  const params = cruiseSearchParams({ ...search, page: 1 });
  const { lines } = await cruiseCatalogue().catch(() => ({ lines: [] }));
  const lengths = LENGTH_BANDS.map((b) => ({ value: b, label: t(`lengths.${b}`) }));
  const cruiseLines = lines.map((l) => ({ value: l.code, label: l.name }));
  // The picker names its own fields' mistakes (the list above the results names them all).
  const partyErrors =
    outcome.kind === "invalid"
      ? Object.fromEntries(outcome.errors.filter((e) => PARTY_FIELDS.includes(e.field)).map((e) => [e.field, t(`errors.${e.code}`)]))
      : {};
  const when = search.month ? month(search.month) : t("anyTime");
  const details = `${when}${sep}${t("guestsCount", { count: search.guests ?? 2 })}`;
  return (
    <ProductResults
      title={`${tn("cruises")}${where ? `${sep}${where}` : ""}`}
      titleTestId="cruise-results-title"
      search={<CruiseSearchForm org={org} values={search} errors={partyErrors} />}
      brief={{ place: where || tn("cruises"), details }}
      state={
        outcome.kind === "invalid"
          ? invalidState(t("errors.title"), ["cruise-search-errors", "cruise-search-error"], outcome.errors, (e) => t(`errors.${e.code}`))
          : {
              kind: "ok",
              label: t("resultsLabel"),
              filters: (
                <FacetFilters
                  action="/cruises/results"
                  hidden={params}
                  title={t("filters.title")}
                  groups={[
                    facet("length", t("filters.length"), lengths, search.lengths ?? []),
                    facet("line", t("filters.line"), cruiseLines, search.lines ?? []),
                  ]}
                  apply={{ label: t("filters.apply"), testId: "cruise-filters-apply" }}
                  clear={{ href: cruiseResultsHref({ ...search, lines: [], lengths: [], page: 1 }), label: t("filters.clear"), testId: "cruise-filters-clear" }}
                  testId="cruise-filters"
                />
              ),
              activeFilters: (search.lengths?.length ?? 0) + (search.lines?.length ?? 0),
              summary: {
                testId: "cruise-results-summary",
                total: outcome.page.total,
                count: t("summary", { count: outcome.page.total }),
                details,
              },
              sort: {
                label: t("sort.label"),
                current: search.sort ?? "date",
                options: CRUISE_SORTS.map((v) => ({ value: v, label: t(`sort.${v}`) })),
                form: { path: "/cruises/results", params, apply: t("sort.apply") },
              },
              pages: { page: outcome.page.page, pages: outcome.page.pages, href: (p) => cruiseResultsHref({ ...search, page: p }) },
              items: outcome.page.results.map((card, i) => <SailingCard key={card.sailingId} card={card} signedIn={viewer.signedIn} first={i === 0} />),
              listTestId: "cruise-results-list",
              empty: { text: t("empty"), hint: t("emptyHint"), testId: "cruise-results-empty" },
            }
      }
    />
  );
}
