import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { Offer } from "@/lib/suppliers/seam";
import { SummaryRows } from "@/components/ui/summary-rows";
import { fareFacts } from "@/lib/flights/fare-words";
import { FlightLegs } from "./flight-legs";

/** The checkout's account of a flight offer: every way and flight with local times, stops, baggage and fare rules. */
export async function FlightSummary({ offer }: { offer: Offer<FlightDetails> }) {
  const [t, tf, { sep }, facts] = await Promise.all([getTranslations("Flights.summary"), getTranslations("Flights.form"), readerFormats(), fareFacts()]);
  const d = offer.details;
  const { bags, refund, change } = facts(offer);
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
          { label: t("passengers"), value: t("passengerCount", { count: d.passengers.length }) },
        ]}
      />
    </div>
  );
}
