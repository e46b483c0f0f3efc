import { getTranslations } from "@/lib/locale/translations";
import { itemEndTimeZone, itemTimeZone } from "@/lib/orders/item-zone";
import { pageMoney, readerFormats } from "@/components/ui/reader-formats";
import type { Offer } from "@/lib/suppliers/seam";
import type { CarDetails, CarPoint } from "@/lib/suppliers/cars/types";
import { CarHeading } from "./car-heading";
import { carFacts, includedText, termsTexts } from "@/lib/cars/car-words";
import { CarDesk } from "./car-desk";
import { LogoMark } from "@/components/ui/logo-mark";
import { SummaryRows } from "@/components/ui/summary-rows";
import { TextLines } from "@/components/ui/text-lines";

/**
 * The rental being booked, as the checkout's summary shows it: the car, the company, where and when it is collected
 * and returned (the desk's local time, as the rental agreement says it), the mileage, what the price includes and the
 * charges it contains for a young driver or a one-way rental.
 */
export async function CarSummary({ offer }: { offer: Offer<CarDetails> }) {
  const [t, f, money] = await Promise.all([getTranslations("Cars"), readerFormats(), pageMoney()]);
  const amount = (minor: number) => money.display(minor, offer.price.currency);
  const d = offer.details;
  // Each time on its desk's clock, the zone named (the offer's instants carry the desk's offset). A car returned where
  // it was collected names the desk once, as rental sites do.
  const point = (label: string, p: CarPoint, at: string, timeZone: string, testId: string, samePlace = false) => ({
    label,
    testId,
    value: (
      <>
        <p className="font-medium">{f.at(at, timeZone)}</p>
        <p className="text-xs text-slate-600">{t("checkout.localTime")}</p>
        {samePlace ? <p>{t("checkout.samePlace")}</p> : <CarDesk point={p} />}
      </>
    ),
  });
  return (
    <div className="space-y-4 text-sm text-slate-700" data-testid="car-summary">
      <CarHeading details={d} level="h3" testId="summary-car" />
      <p>{carFacts(t, d).join(f.sep)}</p>
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
      <TextLines
        list={{ className: "space-y-1" }}
        lines={[
          { text: t("checkout.days", { days: d.days }), testId: "summary-days" },
          ...termsTexts(t, d, amount).map((line) => ({ text: line.text, testId: `summary-${line.key}` })),
          { text: `${t("card.included")}: ${includedText(t, d)}`, tone: "included", testId: "summary-included" },
          d.youngDriverMinor > 0 && { text: t("card.youngDriver", { amount: amount(d.youngDriverMinor) }), tone: "charge", testId: "summary-young-driver" },
          d.oneWayMinor > 0 && { text: t("checkout.oneWay", { amount: amount(d.oneWayMinor) }), testId: "summary-one-way" },
        ]}
      />
      {d.conditions.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium text-brand">{t("checkout.conditions")}</summary>
          <SummaryRows className="mt-2 space-y-2" rows={d.conditions.map((c) => ({ label: c.title, value: c.text }))} />
        </details>
      ) : null}
    </div>
  );
}
