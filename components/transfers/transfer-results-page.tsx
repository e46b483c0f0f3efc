import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import { formatDate } from "@/lib/locale/format";
import { rateSnapshot } from "@/lib/locale/rates";
import { minCheckinDate } from "@/lib/org/calendar";
import { getRequestContext } from "@/lib/http/page-context";
import { searchTransfers, type TransferSearchOutcome } from "@/lib/suppliers/transfers/search";
import type { TransferSearchError } from "@/lib/suppliers/transfers/search-input";
import { TransferFilters, TransferSort } from "./transfer-filters";
import { TransferOfferCard } from "./transfer-offer-card";
import { TransferSearchForm, type TransferFormValues } from "./transfer-search-form";

type Raw = Record<string, string | string[] | undefined>;

/** The form filled with the search shown (what was typed, when the search could not be read). */
function formValues(outcome: TransferSearchOutcome, raw: Raw): Partial<TransferFormValues> {
  const first = (k: string) => [raw[k] ?? []].flat()[0];
  if (outcome.kind !== "ok") {
    const input = outcome.input;
    return {
      direction: first("direction") === "to-airport" ? "to-airport" : "from-airport",
      address: input?.address ?? first("address") ?? "",
      date: input?.date,
      time: input?.time,
      passengers: input?.passengers,
      luggage: input?.luggage,
      flight: input?.flight,
    };
  }
  const { input, airport, query } = outcome;
  return {
    direction: input.direction,
    airport: { value: airport.code, label: `${airport.city} (${airport.code})`, detail: airport.name },
    hotel: query.place.kind === "hotel" ? { value: query.place.slug, label: query.place.name, detail: query.place.address } : null,
    address: query.place.kind === "address" ? query.place.address : "",
    date: input.date,
    time: input.time,
    passengers: input.passengers,
    luggage: input.luggage,
    flight: input.flight,
  };
}

/**
 * /transfers/results: server-rendered from the URL alone, so every search, filter and sort is a shareable link. The
 * count is of the offers shown, and says how many the filters hide.
 */
export async function TransferResultsPage({ searchParams }: { searchParams: Raw }) {
  const { org, currency } = await getRequestContext();
  const outcome = await searchTransfers(searchParams, { minDate: minCheckinDate(org) });
  const t = await getTranslations("Transfers");
  const locale = await getLocale();
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  const errorText = (e: TransferSearchError) =>
    t(`errors.${e.code}`, { date: e.params?.date ? day(String(e.params.date)) : "", km: Number(e.params?.km ?? 0) });

  let body;
  let title: ReactNode = t("title");
  if (outcome.kind === "invalid") {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" data-testid="transfer-errors">
        <h2 className="font-semibold">{t("errorsTitle")}</h2>
        <ul className="mt-2 list-disc ps-5">
          {outcome.errors.map((e) => (
            <li key={`${e.field}-${e.code}`} data-testid="transfer-error" data-code={e.code}>
              {errorText(e)}
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (outcome.kind === "unavailable") {
    body = (
      <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900" data-testid="transfer-unavailable">
        {t("unavailable")}
      </p>
    );
  } else {
    const { input, airport, query, all, shown } = outcome;
    const airportName = `${airport.city} (${airport.code})`;
    const placeName = query.place.kind === "hotel" ? query.place.name : query.place.address;
    const [from, to] = input.direction === "from-airport" ? [airportName, placeName] : [placeName, airportName];
    // The arrow points the way the line reads: leftwards in Arabic.
    title = (
      <>
        {from} <span className="inline-block rtl:-scale-x-100">→</span> {to}
      </>
    );
    const user = await getSessionUser();
    const rates = await rateSnapshot();
    body = (
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="order-2 lg:order-1">
          <TransferFilters input={input} all={all} />
        </aside>
        <section className="order-1 flex flex-col gap-4 lg:order-2" aria-label={t("resultsLabel")}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-slate-700" data-testid="transfer-summary" data-total={shown.length} data-found={all.length}>
              <span className="block font-semibold text-slate-900">
                {shown.length === all.length ? t("summary", { count: all.length }) : t("summaryFiltered", { shown: shown.length, count: all.length })}
              </span>
              <span className="block text-sm">
                {t("searchDetails", { date: day(input.date), time: input.time, passengers: input.passengers, luggage: input.luggage })}
              </span>
            </p>
            <TransferSort input={input} />
          </div>
          {shown.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center" data-testid="transfer-empty">
              <p className="font-semibold">{t("empty")}</p>
              <p className="mt-1 text-sm text-slate-600">{t("emptyHint")}</p>
            </div>
          ) : (
            <ul className="flex flex-col gap-4" data-testid="transfer-offers">
              {shown.map((offer) => (
                <TransferOfferCard
                  key={offer.id}
                  offer={offer}
                  calendarZone={org.timeZone}
                  memberPricing={user?.memberPricing ?? false}
                  signedIn={!!user}
                  currency={currency}
                  rates={rates}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }

  return (
    <>
      <section className="hero-gradient text-white">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <h1 className="mb-4 text-2xl font-bold" data-testid="transfer-results-title">
            {title}
          </h1>
          <TransferSearchForm org={org} values={formValues(outcome, searchParams)} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6">{body}</div>
    </>
  );
}
