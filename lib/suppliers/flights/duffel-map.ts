import type { Airline, Airport, FlightsCondition, Offer as DuffelOffer, OfferSlice, Place as DuffelPlace } from "@duffel/api/types";
import type { CancellationTerms, Offer } from "@/lib/suppliers/seam";
import { localToInstant, offsetMinutes } from "../wall-clock.mjs";
import type { AirlineRef, AirportRef, Cabin, FlightDetails, FlightSegment, FlightSlice, PassengerType } from "./types";
import { routeTitle } from "./airport-changes";

/**
 * Duffel's types → ours, in one place. Duffel writes segment times as the local wall clock of each airport without
 * an offset (the airport's time_zone tells which); ours carry the offset, so durations and layovers are exact across
 * time zones and daylight-saving changes. Amounts are decimal strings in currencies of two decimals (Duffel sells in
 * those), read as integer minor units.
 */

export function toMinor(amount: string | null | undefined): number {
  if (!amount) return 0;
  const [whole = "0", fraction = ""] = amount.split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2)));
}

export function fromMinor(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * Local times already given their offset: a return search repeats each flight's times across many offers (every
 * outbound is paired with several returns), and working an offset out takes three time-zone conversions. Bounded, and
 * emptied when full, since any date may be searched.
 */
const offsetTimes = new Map<string, string>();
const OFFSET_TIMES_MAX = 20_000;

/** "2026-12-01T08:10:00" at America/New_York → "2026-12-01T08:10:00-05:00". */
export function withOffset(local: string, timeZone: string): string {
  const key = `${local}|${timeZone}`;
  const known = offsetTimes.get(key);
  if (known) return known;
  const instant = localToInstant(local.slice(0, 16), timeZone);
  const offset = offsetMinutes(timeZone, instant);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const text = `${local.slice(0, 19)}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  if (offsetTimes.size >= OFFSET_TIMES_MAX) offsetTimes.clear();
  offsetTimes.set(key, text);
  return text;
}

export function minutesBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60000);
}

/** The first and last of a list Duffel never sends empty (slices of an offer, segments of a slice). */
function ends<T>(list: readonly T[]): [T, T] {
  const first = list[0];
  const last = list[list.length - 1];
  if (first === undefined || last === undefined) throw new Error("Duffel sent an offer without slices or segments");
  return [first, last];
}

function airline(a: Airline): AirlineRef {
  return { iata: a.iata_code ?? "", name: a.name };
}

function airport(a: Airport | DuffelPlace): AirportRef {
  const ap = a as Airport;
  return { iata: ap.iata_code ?? "", name: ap.name, city: ap.city_name ?? ap.city?.name ?? ap.name, timeZone: ap.time_zone ?? "UTC" };
}

/** One of Duffel's slices (an offer's, an order's or an order change offer's) as ours. */
export function toFlightSlice(s: OfferSlice): FlightSlice {
  const segments: FlightSegment[] = s.segments.map((seg) => {
    const departsAt = withOffset(seg.departing_at, seg.origin.time_zone);
    const arrivesAt = withOffset(seg.arriving_at, seg.destination.time_zone);
    return {
      marketing: airline(seg.marketing_carrier),
      operating: airline(seg.operating_carrier),
      flightNumber: `${seg.marketing_carrier.iata_code ?? ""}${seg.marketing_carrier_flight_number}`,
      origin: airport(seg.origin),
      destination: airport(seg.destination),
      departsAt,
      arrivesAt,
      durationMinutes: minutesBetween(departsAt, arrivesAt),
    };
  });
  const [first, last] = ends(segments);
  return {
    origin: first.origin,
    destination: last.destination,
    departsAt: first.departsAt,
    arrivesAt: last.arrivesAt,
    durationMinutes: minutesBetween(first.departsAt, last.arrivesAt),
    segments,
    layovers: segments.slice(1).map((seg, i) => ({ airport: seg.origin, minutes: minutesBetween(segments[i]?.arrivesAt ?? seg.departsAt, seg.departsAt) })),
    fareBrand: s.fare_brand_name,
  };
}

function passengerType(type: string | null): PassengerType {
  if (type === "infant_without_seat") return "infant";
  return type === "child" ? "child" : "adult";
}

const penalty = (c: FlightsCondition | null) => (c?.allowed ? toMinor(c.penalty_amount) : null);

function terms(o: DuffelOffer, startsAt: string): CancellationTerms {
  const refund = o.conditions.refund_before_departure;
  const total = toMinor(o.total_amount);
  const refundPenalty = penalty(refund);
  return {
    refundable: !!refund?.allowed,
    // Free until departure when the airline charges nothing; otherwise never free, and the share after the penalty.
    freeUntil: refund?.allowed && refundPenalty === 0 ? startsAt : null,
    afterShareBps: refund?.allowed && total > 0 ? Math.max(0, Math.round(((total - (refundPenalty ?? 0)) * 10000) / total)) : 0,
    changeable: !!o.conditions.change_before_departure?.allowed,
  };
}

/** Duffel's offer → the seam's Offer with our FlightDetails. */
export function toFlightOffer(o: DuffelOffer, cabin: Cabin): Offer<FlightDetails> {
  const slices = o.slices.map(toFlightSlice);
  const [first, last] = ends(slices);
  const adultIds = new Set(o.passengers.filter((p) => passengerType(p.type) !== "infant").map((p) => p.id));
  const bags = o.slices.flatMap((s) => s.segments.flatMap((seg) => seg.passengers.filter((p) => adultIds.has(p.passenger_id))));
  const pieces = (type: "carry_on" | "checked") => Math.min(...bags.map((p) => p.baggages.find((b) => b.type === type)?.quantity ?? 0));
  const conditions = o.conditions;
  const total = toMinor(o.total_amount);
  const taxes = toMinor(o.tax_amount);
  const title = routeTitle(slices);
  const remaining = (o as DuffelOffer & { available_seats?: number }).available_seats;
  return {
    id: o.id,
    kind: "FLIGHT",
    supplier: "duffel",
    title,
    startsAt: first.departsAt,
    endsAt: last.arrivesAt,
    price: { currency: o.total_currency, baseMinor: total - taxes, taxesMinor: taxes, feesMinor: 0, totalMinor: total },
    terms: terms(o, first.departsAt),
    remaining: typeof remaining === "number" ? remaining : undefined,
    details: {
      airline: airline(o.owner),
      cabin,
      slices,
      passengers: o.passengers.map((p) => ({ id: p.id, type: passengerType(p.type) })),
      baggage: bags.length ? { carryOn: pieces("carry_on"), checked: pieces("checked") } : { carryOn: 0, checked: 0 },
      conditions: {
        currency: o.total_currency,
        refundable: !!conditions.refund_before_departure?.allowed,
        refundPenaltyMinor: penalty(conditions.refund_before_departure),
        changeable: !!conditions.change_before_departure?.allowed,
        changePenaltyMinor: penalty(conditions.change_before_departure),
      },
      documentsRequired: o.passenger_identity_documents_required,
    },
  };
}

/** The cabin an offer sells (the first segment's, for the first passenger). */
export function cabinOf(o: DuffelOffer): Cabin {
  return o.slices[0]?.segments[0]?.passengers[0]?.cabin_class ?? "economy";
}
