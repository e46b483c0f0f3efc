/**
 * Amadeus's transfer JSON ↔ our types, in one place: the search body, the offers it answers (checked with zod, so
 * a changed or partial answer drops an offer instead of breaking a page), the order body, the order and the
 * cancellation. Nothing else in the site reads Amadeus's shapes.
 */
import { z } from "zod";
import { zInt4 } from "@/lib/zod-int";
import { isoMinorUnits } from "@/lib/locale/format";
import type { Booked, Cancelled, CancellationTerms, Contact, Offer, PriceLines } from "@/lib/suppliers/seam";
import type { Airport } from "./airports";
import { zonedIso } from "./local-time";
import { encodeOfferId } from "./offer-id";
import type { TransferDetails, TransferQuery, TransferTravellers, VehicleKind } from "./types";
import { titleKeyOf, type TitleKey } from "@/lib/account/titles";

const amount = z.object({ monetaryAmount: z.string().regex(/^\d+(\.\d+)?$/) });

const ZOffer = z.object({
  id: z.string().min(1),
  transferType: z.string(),
  start: z.object({ dateTime: z.string(), meetingPoint: z.string().optional() }).loose(),
  duration: z.string().optional(),
  vehicle: z.object({
    code: z.string(),
    category: z.string().optional(),
    description: z.string().default(""),
    seats: z.array(z.object({ count: zInt4({ min: 0, max: 1000 }) })).default([]),
    baggages: z.array(z.object({ count: zInt4({ min: 0, max: 1000 }) })).default([]),
  }),
  serviceProvider: z.object({ code: z.string(), name: z.string() }),
  quotation: amount.extend({
    currencyCode: z.string().regex(/^[A-Z]{3}$/),
    base: amount.optional(),
    totalTaxes: amount.optional(),
    totalFees: amount.optional(),
  }),
  cancellationRules: z
    .array(z.object({ feeType: z.string(), feeValue: z.string(), metricType: z.string(), metricMin: z.string(), metricMax: z.string() }))
    .default([]),
  distance: z.object({ value: z.number(), unit: z.string() }).optional(),
});
export type AmadeusTransferOffer = z.infer<typeof ZOffer>;

const ZOrder = z.object({ id: z.string().min(1), transfers: z.array(z.object({ confirmNbr: z.string().min(1), status: z.string() })).min(1) });
const ZCancellation = z.object({
  confirmNbr: z.string(),
  reservationStatus: z.string(),
  refund: z.object({ monetaryAmount: z.string(), currencyCode: z.string() }).optional(),
});

const SHARED_TYPES = new Set(["SHARED", "AIRPORT_EXPRESS", "AIRPORT_BUS"]);

/** Amadeus's transfer type and vehicle code and category as our vehicle kinds. */
export function vehicleKindOf(transferType: string, code: string, category = "ST"): VehicleKind {
  if (SHARED_TYPES.has(transferType)) return "shuttle";
  if (code === "VAN" || code === "BUS") return "van";
  if (category === "BU" || category === "FC" || code === "LMS") return "luxury";
  return "sedan";
}

/** Minor units of a decimal amount ("62.58" USD → 6258), by the currency's own number of decimals. */
export function toMinor(value: string, currency: string): number {
  const digits = isoMinorUnits(currency);
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 10 ** digits + Number((fraction + "0".repeat(digits)).slice(0, digits) || "0");
}

/** "PT1H30M" → 90. */
export function isoDurationMinutes(value: string | undefined): number | null {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(value ?? "");
  return m && (m[1] || m[2]) ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : null;
}

/** The search body: the airport by its code on one side, the hotel or address on the other. */
export function offersRequestBody(query: TransferQuery): Record<string, unknown> {
  const side = query.direction === "from-airport" ? "end" : "start";
  const airportSide = query.direction === "from-airport" ? "start" : "end";
  const place = query.place;
  const flight = query.flightNumber
    ? {
        [query.direction === "from-airport" ? "startConnectedSegment" : "endConnectedSegment"]: {
          transportationType: "FLIGHT",
          transportationNumber: query.flightNumber,
        },
      }
    : {};
  return {
    [`${airportSide}LocationCode`]: query.airport,
    ...(place.kind === "hotel"
      ? {
          [`${side}Name`]: place.name,
          [`${side}AddressLine`]: place.address,
          [`${side}CityName`]: place.city,
          [`${side}CountryCode`]: place.countryCode,
          [`${side}GeoCode`]: `${place.lat},${place.lng}`,
        }
      : { [`${side}AddressLine`]: place.address, [`${side}CityName`]: place.city }),
    startDateTime: `${query.date}T${query.time}:00`,
    passengers: query.passengers,
    ...flight,
  };
}

function hoursOf(rule: { metricType: string; metricMin: string }): number {
  const n = Number(rule.metricMin);
  return rule.metricType === "DAYS" ? n * 24 : n;
}

/**
 * Amadeus's cancellation rules (a fee in per cent between so many hours or days before the pick-up) as our terms:
 * free until the start of the free window, then what the next window's fee leaves.
 */
export function termsOf(rules: AmadeusTransferOffer["cancellationRules"], startsAt: string): CancellationTerms {
  const percent = rules.filter((r) => r.feeType === "PERCENTAGE");
  const free = percent.filter((r) => Number(r.feeValue) === 0).sort((a, b) => hoursOf(a) - hoursOf(b))[0];
  const later = percent.filter((r) => Number(r.feeValue) > 0).sort((a, b) => hoursOf(b) - hoursOf(a))[0];
  const freeUntil = free ? new Date(Date.parse(startsAt) - hoursOf(free) * 3_600_000).toISOString() : null;
  const afterShareBps = later ? Math.max(0, Math.round((100 - Number(later.feeValue)) * 100)) : 0;
  return { refundable: freeUntil !== null || afterShareBps > 0, freeUntil, afterShareBps, changeable: false };
}

function priceOf(q: AmadeusTransferOffer["quotation"]): PriceLines {
  const c = q.currencyCode;
  const totalMinor = toMinor(q.monetaryAmount, c);
  const taxesMinor = q.totalTaxes ? toMinor(q.totalTaxes.monetaryAmount, c) : 0;
  const feesMinor = q.totalFees ? toMinor(q.totalFees.monetaryAmount, c) : 0;
  return { currency: c, baseMinor: totalMinor - taxesMinor - feesMinor, taxesMinor, feesMinor, totalMinor };
}

/**
 * One offer of the search's answer as ours, or null when it is malformed or the party's luggage does not fit. The
 * id is ours (offer-id.ts); the supplier's travels in the details, for booking.
 */
export function toOffer(raw: unknown, query: TransferQuery, airport: Airport): Offer<TransferDetails> | null {
  const parsed = ZOffer.safeParse(raw);
  if (!parsed.success) return null;
  const o = parsed.data;
  const maxBags = o.vehicle.baggages.reduce((n, b) => n + b.count, 0);
  const maxPassengers = o.vehicle.seats.reduce((n, s) => n + s.count, 0);
  if (maxBags < query.luggage || maxPassengers < query.passengers) return null;
  const vehicle = vehicleKindOf(o.transferType, o.vehicle.code, o.vehicle.category);
  const minutes = isoDurationMinutes(o.duration) ?? 60;
  const startsAt = zonedIso(query.date, query.time, airport.timeZone);
  const placeName = query.place.kind === "hotel" ? query.place.name : query.place.address;
  const airportName = `${airport.city} (${airport.code})`;
  return {
    id: encodeOfferId(query, vehicle, o.serviceProvider.code),
    kind: "TRANSFER",
    supplier: "amadeus",
    title: query.direction === "from-airport" ? `${airportName} → ${placeName}` : `${placeName} → ${airportName}`,
    startsAt,
    endsAt: zonedIso(query.date, query.time, airport.timeZone, minutes),
    price: priceOf(o.quotation),
    terms: termsOf(o.cancellationRules, startsAt),
    details: {
      direction: query.direction,
      airport: { code: airport.code, name: airport.name, city: airport.city, timeZone: airport.timeZone },
      place: placeName,
      shared: vehicle === "shuttle",
      vehicle,
      vehicleDescription: o.vehicle.description,
      maxPassengers,
      maxBags,
      durationMinutes: minutes,
      distanceKm: o.distance && o.distance.unit === "KM" ? o.distance.value : null,
      meetingPoint: o.start.meetingPoint ?? "",
      provider: o.serviceProvider.name,
      passengers: query.passengers,
      luggage: query.luggage,
      flightNumber: query.flightNumber ?? null,
      supplierOfferId: o.id,
    },
  };
}

const AMADEUS_TITLES: Partial<Record<TitleKey, string>> = { mr: "MR", ms: "MS", mrs: "MRS", miss: "MS" };

/**
 * A title code (lib/account/titles.ts) as Amadeus's word, or undefined for Mx and "no title", which have none: the
 * passenger is then sent without a title and the driver's sign shows the name alone.
 */
export function amadeusTitle(code: number): string | undefined {
  const key = titleKeyOf(code);
  return key && AMADEUS_TITLES[key];
}

/**
 * The order body: the lead passenger, the flight the driver watches, and our idempotency key as the order's
 * reference (the stand-in returns the first order made with a reference again instead of booking twice).
 */
export function orderRequestBody(offer: Offer<TransferDetails>, travellers: TransferTravellers, contact: Contact, idempotencyKey: string) {
  const [lead] = travellers;
  const flight = lead.flightNumber ?? offer.details.flightNumber;
  return {
    data: {
      reference: idempotencyKey,
      passengers: [
        {
          firstName: lead.firstName,
          lastName: lead.lastName,
          ...(amadeusTitle(lead.title) ? { title: amadeusTitle(lead.title) } : {}),
          contacts: { phoneNumber: lead.phone ?? contact.phone, email: lead.email ?? contact.email },
        },
      ],
      ...(flight
        ? {
            [offer.details.direction === "from-airport" ? "startConnectedSegment" : "endConnectedSegment"]: {
              transportationType: "FLIGHT",
              transportationNumber: flight,
            },
          }
        : {}),
    },
  };
}

/**
 * Our reference of a booked transfer: Amadeus needs both the order id and the transfer's confirmation number. The
 * confirmation number alone is what the traveller quotes to the transfer company (`bookingRef`).
 */
export function toBooked(raw: unknown): Booked {
  const order = ZOrder.parse(raw);
  const confirmNbr = order.transfers[0]!.confirmNbr;
  return { supplierRef: `${order.id}:${confirmNbr}`, bookingRef: confirmNbr, status: "CONFIRMED" };
}

export function parseSupplierRef(ref: string): { orderId: string; confirmNbr: string } | null {
  const m = /^([A-Za-z0-9_-]{1,100}):([A-Za-z0-9]{1,40})$/.exec(ref);
  return m ? { orderId: m[1]!, confirmNbr: m[2]! } : null;
}

export function toCancelled(raw: unknown): Cancelled {
  const c = ZCancellation.parse(raw);
  return {
    status: "CANCELLED",
    refund: c.refund ? { amountMinor: toMinor(c.refund.monetaryAmount, c.refund.currencyCode), currency: c.refund.currencyCode } : null,
  };
}
