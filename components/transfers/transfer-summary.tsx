import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import { partSeparator } from "@/lib/locale/part-separator";
import { formatCount } from "@/lib/locale/numbers";
import { SummaryRows } from "@/components/ui/summary-rows";

/** The transfer in the checkout's summary: the route, when, the vehicle and party, and where the driver waits. */
export async function TransferSummary({ offer }: { offer: Offer<TransferDetails> }) {
  const [t, locale] = await Promise.all([getTranslations("Transfers"), getLocale()]);
  const { details: d, startsAt } = offer;
  const sep = partSeparator(locale);
  const airport = `${d.airport.city} (${d.airport.code})`;
  const [from, to] = d.direction === "from-airport" ? [airport, d.place] : [d.place, airport];
  const rows = [
    { label: t("pickUp"), value: `${from}${sep}${placeTimeText(localeFormat(locale), startsAt, d.airport.timeZone)}` },
    { label: t("dropOff"), value: to },
    { label: t("vehicleType"), value: `${t(`vehicles.${d.vehicle}`)}${sep}${d.vehicleDescription}` },
    { label: t("passengers"), value: `${formatCount(d.passengers, locale)}${sep}${t("luggage")}: ${formatCount(d.luggage, locale)}` },
  ];
  return <SummaryRows testId="transfer-summary-details" rows={d.meetingPoint ? [...rows, { label: t("meetingPoint"), value: d.meetingPoint }] : rows} />;
}
