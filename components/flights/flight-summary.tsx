import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import type { FlightDetails, PassengerType } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { SummaryRows } from "@/components/ui/summary-rows";
import { fareFacts } from "@/lib/flights/fare-words";
import { FlightLegs } from "./flight-legs";

/**
 * The checkout's account of a flight offer: every way and flight with local times, stops, baggage and fare rules, and
 * who flies — by the fare each pays (adults, children, infants) when the party is not adults alone, as the airline
 * priced them.
 */
export async function FlightSummary({ offer }: { offer: Offer<FlightDetails> }) {
  const [t, tf, to, { sep }, facts] = await Promise.all([
    getTranslations("Flights.summary"),
    getTranslations("Flights.form"),
    getTranslations("Occupancy"),
    readerFormats(),
    fareFacts(),
  ]);
  const d = offer.details;
  const { bags, refund, change } = facts(offer);
  const count = (type: PassengerType) => d.passengers.filter((p) => p.type === type).length;
  const [children, infants] = [count("child"), count("infant")];
  const party =
    children + infants === 0
      ? t("passengerCount", { count: d.passengers.length })
      : [
          to("adultCount", { count: count("adult") }),
          ...(children ? [to("childCount", { count: children })] : []),
          ...(infants ? [to("infantCount", { count: infants })] : []),
        ].join(sep);
  return (
    <div className="space-y-3" data-testid="flight-summary">
      <p className="font-semibold" data-testid="summary-airline">
        {d.airline.name}
        {sep}
        {tf(d.cabin)}
      </p>
      <FlightLegs slices={d.slices} labelled detailed />
      <SummaryRows
        className="space-y-2 border-t border-slate-100 pt-3 text-sm"
        rows={[
          { label: t("baggage"), value: bags, valueData: { "data-testid": "summary-baggage" } },
          { label: t("refunds"), value: refund.text, valueData: { "data-testid": "summary-refund", "data-kind": refund.kind } },
          { label: t("changes"), value: change.text, valueData: { "data-testid": "summary-change", "data-kind": change.kind } },
          { label: t("passengers"), value: party, valueData: { "data-testid": "summary-passengers" } },
        ]}
      />
    </div>
  );
}
