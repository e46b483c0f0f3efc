import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getRequestContext } from "@/lib/http/page-context";
import { moneyFormatter } from "@/lib/locale/display-money";
import { itemEndTimeZone, itemTimeZone } from "@/lib/orders/item-zone";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import type { Offer } from "@/lib/suppliers/seam";
import type { CarDetails, CarPoint } from "@/lib/suppliers/cars/types";
import { CarHeading } from "./car-heading";
import { carFacts, includedText, termsTexts } from "@/lib/cars/car-words";
import { CarDesk } from "./car-desk";
import { LogoMark } from "@/components/ui/logo-mark";
import { SummaryRows } from "@/components/ui/summary-rows";
import { partSeparator } from "@/lib/locale/part-separator";

/**
 * The rental being booked, as the checkout's summary shows it: the car, the company, where and when it is collected
 * and returned (the desk's local time, as the rental agreement says it), the mileage, what the price includes and the
 * charges it contains for a young driver or a one-way rental.
 */
export async function CarSummary({ offer }: { offer: Offer<CarDetails> }) {
  const t = await getTranslations("Cars");
  const locale = await getLocale();
  const { currency } = await getRequestContext();
  const money = await moneyFormatter(locale, currency);
  const d = offer.details;
  // Each time on its desk's clock, the zone named (the offer's instants carry the desk's offset).
  const when = (at: string, timeZone: string) => placeTimeText(localeFormat(locale), at, timeZone);
  // A car returned where it was collected names the desk once, as rental sites do.
  const point = (label: string, p: CarPoint, at: string, timeZone: string, testId: string, samePlace = false) => ({
    label,
    testId,
    value: (
      <>
        <p className="font-medium">{when(at, timeZone)}</p>
        <p className="text-xs text-slate-600">{t("checkout.localTime")}</p>
        {samePlace ? <p>{t("checkout.samePlace")}</p> : <CarDesk point={p} />}
      </>
    ),
  });
  return (
    <div className="space-y-4 text-sm text-slate-700" data-testid="car-summary">
      <CarHeading details={d} level="h3" testId="summary-car" />
      <p>{carFacts(t, d).join(partSeparator(locale))}</p>
      <div className="flex items-center gap-2">
        <LogoMark name={d.supplier.name} logoUrl={d.supplier.logoUrl} />
        <span className="font-medium text-slate-900" data-testid="summary-supplier">
          {d.supplier.name}
        </span>
      </div>
      <SummaryRows
        className="space-y-3"
        rows={[
          point(t("card.pickupAt"), d.pickup, offer.startsAt, itemTimeZone(offer), "summary-pickup"),
          point(t("card.dropoffAt"), d.dropoff, offer.endsAt, itemEndTimeZone(offer), "summary-dropoff", d.dropoff.name === d.pickup.name),
        ]}
      />
      <ul className="space-y-1">
        <li data-testid="summary-days">{t("checkout.days", { days: d.days })}</li>
        {termsTexts(t, d, (minor) => money.display(minor, offer.price.currency)).map((line) => (
          <li key={line.key} data-testid={`summary-${line.key}`}>
            {line.text}
          </li>
        ))}
        <li className="text-emerald-800" data-testid="summary-included">
          {t("card.included")}: {includedText(t, d)}
        </li>
        {d.youngDriverMinor > 0 ? (
          <li className="text-amber-800" data-testid="summary-young-driver">
            {t("card.youngDriver", { amount: money.display(d.youngDriverMinor, offer.price.currency) })}
          </li>
        ) : null}
        {d.oneWayMinor > 0 ? (
          <li data-testid="summary-one-way">{t("checkout.oneWay", { amount: money.display(d.oneWayMinor, offer.price.currency) })}</li>
        ) : null}
      </ul>
      {d.conditions.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium text-brand">{t("checkout.conditions")}</summary>
          <SummaryRows className="mt-2 space-y-2" rows={d.conditions.map((c) => ({ label: c.title, value: c.text }))} />
        </details>
      ) : null}
    </div>
  );
}
