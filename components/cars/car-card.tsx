import Link from "@/components/ui/link";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { priceTexts } from "@/components/search/price-box";
import { PriceBoxView } from "@/components/search/price-box-view";
import { formatMoney } from "@/lib/locale/format";
import type { CarResult } from "@/lib/cars/search-cars";
import { CarHeading } from "./car-heading";
import { accessText, carFacts, includedText, locationKindText, termsTexts } from "./car-facts";
import { SupplierMark } from "./supplier-mark";
import { partSeparator } from "@/lib/locale/part-separator";
import { formatClock } from "@/lib/locale/numbers";

/** One rental offer: the car and what comes with it, where to collect it, the price and the way to book. */
export async function CarCard({ result, signedIn }: { result: CarResult; signedIn: boolean }) {
  const t = await getTranslations("Cars");
  const locale = await getLocale();
  const { offer, shown } = result;
  const d = offer.details;
  const money = (minor: number) => formatMoney(minor, shown.currency, locale);
  const saving = shown.publicMinor - shown.memberMinor;
  // The stay cards' price box: this visitor's total, then the public and member prices with the saving or the teaser.
  const price = await priceTexts(
    {
      currency: shown.currency,
      headlineMinor: shown.totalMinor,
      publicMinor: shown.publicMinor,
      memberMinor: shown.memberMinor,
      savingMinor: saving,
      savingPercent: shown.publicMinor > 0 ? Math.round((saving * 100) / shown.publicMinor) : 0,
      memberPricing: shown.memberPricing,
      withTax: true,
      nights: d.days,
      rooms: 1,
    },
    signedIn,
    "activity",
  );
  const facts = carFacts(t, d);
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:justify-between"
      data-testid="car-card"
      data-category={d.category}
      data-acriss={d.acriss}
      data-supplier={d.supplier.name}
      data-transmission={d.transmission}
      data-location={d.pickup.kind ?? ""}
    >
      <div className="flex flex-1 flex-col gap-2">
        <CarHeading details={d} level="h2" testId="car-name" />
        <ul className="flex flex-wrap gap-1" data-testid="car-facts">
          {facts.map((f) => (
            <li key={f} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {f}
            </li>
          ))}
        </ul>
        <ul className="text-sm text-slate-700" data-testid="car-terms">
          {termsTexts(t, d, (minor) => formatMoney(minor, offer.price.currency, locale)).map((line) => (
            <li key={line.key} data-testid={`car-${line.key}`}>
              {line.text}
            </li>
          ))}
        </ul>
        <p className="text-sm text-emerald-800" data-testid="car-included">
          {t("card.included")}: {includedText(t, d)}
        </p>
        <div className="flex items-start gap-2 text-sm text-slate-700" data-testid="car-pickup">
          <SupplierMark name={d.supplier.name} logoUrl={d.supplier.logoUrl} />
          <div>
            <p className="font-medium text-slate-900" data-testid="car-supplier">
              {d.supplier.name}
            </p>
            <p>
              {t("card.pickupAt")}: <bdi>{d.pickup.name}</bdi>
              {accessText(t, d.pickup)}
              {locationKindText(t, d.pickup) ? (
                <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700" data-testid="car-location-kind">
                  {locationKindText(t, d.pickup)}
                </span>
              ) : null}
            </p>
            <p className="text-slate-600">
              <bdi>{d.pickup.address}</bdi>
              {d.pickup.openingHours[0]
                ? `${partSeparator(locale)}${t("card.open", { from: formatClock(d.pickup.openingHours[0].from, locale), to: formatClock(d.pickup.openingHours[0].to, locale) })}`
                : ""}
            </p>
            {d.dropoff.name !== d.pickup.name ? (
              <p>
                {t("card.dropoffAt")}: {d.dropoff.name}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex flex-col items-stretch gap-2 sm:min-w-52 sm:items-end sm:text-end">
        <div data-testid="car-price" data-amount-minor={shown.totalMinor} data-currency={shown.currency}>
          <PriceBoxView
            price={{
              ...price,
              perNight: { text: t("card.perDay", { amount: money(shown.perDayMinor) }), minor: shown.perDayMinor },
              taxNote: t("card.totalFor", { days: d.days }),
            }}
          />
        </div>
        {shown.youngDriverMinor > 0 ? (
          <p className="text-sm text-amber-800" data-testid="young-driver-charge" data-amount-minor={shown.youngDriverMinor}>
            {t("card.youngDriver", { amount: money(shown.youngDriverMinor) })}
          </p>
        ) : null}
        {offer.remaining !== undefined && offer.remaining <= 2 ? (
          <p className="text-sm font-medium text-red-700">{t("card.fewLeft", { count: offer.remaining })}</p>
        ) : null}
        <Link
          href={`/cars/checkout?offer=${encodeURIComponent(offer.id)}`}
          className="rounded-lg bg-brand px-4 py-2.5 text-center font-semibold text-white hover:opacity-90"
          data-testid="car-select"
        >
          {t("card.select")}
        </Link>
      </div>
    </li>
  );
}
