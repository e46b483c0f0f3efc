import { getTranslations } from "@/lib/locale/translations";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import { readerFormats } from "@/components/ui/reader-formats";
import { SummaryRows } from "@/components/ui/summary-rows";

/** The transfer in the checkout's summary: the route, when, the vehicle and party, and where the driver waits. */
export async function TransferSummary({ offer }: { offer: Offer<TransferDetails> }) {
  const [t, { sep, at, count }] = await Promise.all([getTranslations("Transfers"), readerFormats()]);
  const { details: d, startsAt } = offer;
  const airport = `${d.airport.city} (${d.airport.code})`;
  const [from, to] = d.direction === "from-airport" ? [airport, d.place] : [d.place, airport];
  const rows = [
    { label: t("pickUp"), value: `${from}${sep}${at(startsAt, d.airport.timeZone)}` },
    { label: t("dropOff"), value: to },
    { label: t("vehicleType"), value: `${t(`vehicles.${d.vehicle}`)}${sep}${d.vehicleDescription}` },
    { label: t("passengers"), value: `${count(d.passengers)}${sep}${t("luggage")}: ${count(d.luggage)}` },
  ];
  return <SummaryRows testId="transfer-summary-details" rows={d.meetingPoint ? [...rows, { label: t("meetingPoint"), value: d.meetingPoint }] : rows} />;
}
