import type { Offer as DuffelOffer, OfferAvailableService, SeatMap, SeatMapCabinRowSectionElement } from "@duffel/api/types";
import type { BagOffer, FlightAncillaries, SeatCell, SegmentSeatMap } from "./ancillaries";
import { toMinor } from "./duffel-map";

/** Duffel's seat maps and an offer's baggage services → our FlightAncillaries, in one place (./ancillaries.ts). */

const AMENITY: Record<string, SeatCell["kind"]> = {
  empty: "empty",
  bassinet: "bassinet",
  exit_row: "exit",
  lavatory: "lavatory",
  galley: "galley",
  closet: "closet",
  stairs: "stairs",
};

function cell(e: SeatMapCabinRowSectionElement): SeatCell {
  if (e.type === "seat" || e.type === "restricted_seat_general") {
    return {
      kind: "seat",
      designator: e.designator,
      name: e.name ?? null,
      disclosures: e.disclosures ?? [],
      // A restricted seat is drawn, never sold online.
      services: e.type === "seat" ? e.available_services.map((s) => ({ id: s.id, passengerId: s.passenger_id, amountMinor: toMinor(s.total_amount) })) : [],
    };
  }
  return { kind: (AMENITY[e.type] ?? "empty") as Exclude<SeatCell["kind"], "seat"> };
}

export function toAncillaries(offer: DuffelOffer, seatMaps: readonly SeatMap[]): FlightAncillaries {
  const segments = offer.slices.flatMap((slice, sliceIndex) => slice.segments.map((segment, segmentIndex) => ({ segment, sliceIndex, segmentIndex })));
  const maps: SegmentSeatMap[] = [];
  for (const map of seatMaps) {
    const at = segments.find((s) => s.segment.id === map.segment_id);
    if (!at) continue;
    const g = at.segment;
    maps.push({
      segmentId: g.id,
      sliceIndex: at.sliceIndex,
      segmentIndex: at.segmentIndex,
      flightNumber: `${g.marketing_carrier.iata_code ?? ""}${g.marketing_carrier_flight_number}`,
      origin: g.origin.iata_code ?? "",
      destination: g.destination.iata_code ?? "",
      cabins: map.cabins.map((c) => ({
        cabinClass: c.cabin_class,
        aisles: c.aisles,
        wings: c.wings ? { firstRow: c.wings.first_row_index, lastRow: c.wings.last_row_index } : null,
        rows: c.rows.map((r) => r.sections.map((s) => s.elements.map(cell))),
      })),
    });
  }
  maps.sort((a, b) => a.sliceIndex - b.sliceIndex || a.segmentIndex - b.segmentIndex);
  const bags = bagOffersOf(offer.slices, offer.available_services, offer.total_currency);
  return { currency: offer.total_currency, seatMaps: maps, bags };
}

/**
 * Duffel's extra checked bags — an offer's available services, or a booked order's (GET /air/orders/:id/available_services)
 * — as BagOffers: one passenger each, placed on the slice whose segments they cover; any in another currency is left out.
 */
type Airport = { iata_code?: string | null };
/** An offer's or an order's slice, as far as placing a bag on it needs. */
type SliceOf = { segments: readonly { id: string; origin: Airport; destination: Airport }[] };

export function bagOffersOf(slices: readonly SliceOf[], services: readonly OfferAvailableService[], currency: string): BagOffer[] {
  return services
    .filter(
      (s): s is Extract<OfferAvailableService, { type: "baggage" }> => s.type === "baggage" && s.metadata.type === "checked" && s.passenger_ids.length === 1,
    )
    .flatMap((s) => {
      const sliceIndex = slices.findIndex((slice) => slice.segments.some((g) => s.segment_ids.includes(g.id)));
      const slice = slices[sliceIndex];
      if (!slice || s.total_currency !== currency) return [];
      return [
        {
          serviceId: s.id,
          passengerId: s.passenger_ids[0]!,
          sliceIndex,
          origin: slice.segments[0]?.origin.iata_code ?? "",
          destination: slice.segments.at(-1)?.destination.iata_code ?? "",
          amountMinor: toMinor(s.total_amount),
          maxQuantity: s.maximum_quantity,
          maxWeightKg: s.metadata.maximum_weight_kg,
        },
      ];
    });
}
