import { formatMoney } from "@/lib/locale/format";
import type { Translate } from "@/lib/locale/translations";
import { placeTimeText } from "@/lib/orders/place-time";
import type { Format } from "@/lib/orders/trip-words";
import type { FlightSlice } from "@/lib/suppliers/flights/types";
import type { FlightChange } from "./flight-change";

type Facts = { orgName: string; reference: string; title: string; tripUrl: string | null; locale: string };

/** A slice as the e-mail and the trip's changes name it: its flights and when the first departs, on its airport's clock. */
export function sliceText(format: Format, s: Pick<FlightSlice, "segments" | "departsAt" | "origin">): string {
  return `${s.segments.map((g) => g.flightNumber).join(" + ")} · ${placeTimeText(format, s.departsAt, s.origin.timeZone)}`;
}

/**
 * The e-mail that confirms a changed flight, in the reader's language (`t`: the "Trip" texts): the flight it was and
 * the one it is, the change fee and fare difference, and what the card paid or got back.
 */
export function flightChangeMail(b: Facts, change: FlightChange, w: { t: Translate; format: Format }) {
  const money = (minor: number) => formatMoney(minor, change.currency, b.locale);
  const facts = { reference: b.reference, title: b.title };
  const total = change.changeTotalMinor;
  return {
    subject: w.t("mailFlightChangedSubject", facts),
    text: [
      w.t("mailFlightChanged", { ...facts, from: sliceText(w.format, change.from), to: sliceText(w.format, change.to) }),
      w.t("mailFlightChangeCost", { fee: money(change.penaltyMinor), difference: money(change.fareDifferenceMinor) }),
      total > 0 ? w.t("mailFlightCharged", { amount: money(total) }) : total < 0 ? w.t("mailFlightRefunded", { amount: money(-total) }) : "",
      b.tripUrl ?? "",
      b.orgName,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
