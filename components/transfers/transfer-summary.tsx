import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import { partSeparator } from "@/lib/locale/part-separator";
import { formatCount } from "@/lib/locale/numbers";

/** The transfer in the checkout's summary: the route, when, the vehicle and party, and where the driver waits. */
export async function TransferSummary({ offer }: { offer: Offer<TransferDetails> }) {
  const t = await getTranslations("Transfers");
  const locale = await getLocale();
  const d = offer.details;
  const sep = partSeparator(locale);
  const airport = `${d.airport.city} (${d.airport.code})`;
  const [from, to] = d.direction === "from-airport" ? [airport, d.place] : [d.place, airport];
  const rows: [string, string][] = [
    [t("pickUp"), `${from}${sep}${placeTimeText(localeFormat(locale), offer.startsAt, d.airport.timeZone)}`],
    [t("dropOff"), to],
    [t("vehicleType"), `${t(`vehicles.${d.vehicle}`)}${sep}${d.vehicleDescription}`],
    [t("passengers"), `${formatCount(d.passengers, locale)}${sep}${t("luggage")}: ${formatCount(d.luggage, locale)}`],
    ...(d.meetingPoint ? ([[t("meetingPoint"), d.meetingPoint]] as [string, string][]) : []),
  ];
  return (
    <dl className="space-y-2 text-sm" data-testid="transfer-summary-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="font-medium text-slate-900">{label}</dt>
          <dd className="text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
