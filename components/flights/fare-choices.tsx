import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import type { PriceTexts } from "@/components/search/price-box-view";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { fareFacts } from "@/lib/flights/fare-words";

type Fare = Offer<FlightDetails>;

/**
 * A trip's fare families side by side (Light, Standard, Flex), as airlines and the big sites show them: each with its
 * price for the whole party, checked bags, the refund as the terms engine states it (the checkout and trip page say
 * the same) and the change fee, and its own Select. Folded under the card, open on request; no script needed.
 */
export async function FareChoices({
  fares,
  priceOf,
  hrefOf,
  label,
}: {
  fares: Fare[];
  priceOf: (fare: Fare) => PriceTexts;
  hrefOf: (fare: Fare) => string;
  /** The trip, for each Select's accessible name. */
  label: string;
}) {
  const [t, ts, facts, f] = await Promise.all([getTranslations("Flights.card"), getTranslations("Flights.summary"), fareFacts(), readerFormats()]);
  const cheapest = priceOf(fares[0]!).headline.minor;
  return (
    <details className="group mt-3 rounded-lg border border-slate-200" data-testid="fare-choices">
      <summary className="flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm font-semibold text-brand">
        <span>{t("compareFares", { count: fares.length })}</span>
        <span aria-hidden className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="grid gap-3 border-t border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-3">
        {fares.map((fare) => {
          const d = fare.details;
          const price = priceOf(fare);
          const { bags, refund, change, ...named } = facts(fare);
          const brand = named.brand || ts("flight");
          const extra = price.headline.minor - cheapest;
          return (
            <li
              key={fare.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
              data-testid="fare-choice"
              data-brand={d.slices[0]?.fareBrand}
            >
              <h4 className="font-semibold text-slate-900">{brand}</h4>
              <ul className="space-y-1 text-xs text-slate-700">
                <li>{bags}</li>
                <li data-testid="fare-refund" data-kind={refund.kind} className={refund.kind === "none" ? "" : "text-green-800"}>
                  {refund.text}
                </li>
                <li data-testid="fare-change" data-kind={change.kind}>
                  {change.text}
                </li>
              </ul>
              <div className="mt-auto flex items-end justify-between gap-2 pt-2">
                <div>
                  <p className="font-semibold" data-testid="fare-price" data-amount-minor={price.headline.minor}>
                    {price.headline.text}
                  </p>
                  {extra > 0 ? <p className="text-xs text-slate-600">{t("fareExtra", { amount: f.money(extra, price.currency) })}</p> : null}
                </div>
                <a
                  href={hrefOf(fare)}
                  className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
                  aria-label={t("selectFare", { brand, route: label })}
                  data-testid="fare-select"
                >
                  {t("select")}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
