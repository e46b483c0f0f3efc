/**
 * A flight offer's extras as the airline sells them — a seat per passenger and flight, extra checked bags per
 * passenger and slice — and the one check of what a traveller chose. The checkout only ever sends service ids and
 * quantities; the prices are the supplier's, read again at booking, so nothing a browser says is ever a price.
 */

/** One seat map cell: a seat (with its price per passenger; none: taken) or an element drawn for orientation. */
export type SeatCell =
  | {
      kind: "seat";
      designator: string;
      /** "Window seat", "Extra legroom seat": the airline's words, in English. */
      name: string | null;
      disclosures: string[];
      /** Per passenger who may take it; an empty list: the seat is taken or blocked. */
      services: { id: string; passengerId: string; amountMinor: number }[];
    }
  | { kind: "empty" | "bassinet" | "exit" | "lavatory" | "galley" | "closet" | "stairs" };

export type SeatMapCabin = { cabinClass: string; aisles: number; wings: { firstRow: number; lastRow: number } | null; rows: SeatCell[][][] };

/** The seat map of one segment (one flight of a slice). */
export type SegmentSeatMap = {
  segmentId: string;
  sliceIndex: number;
  segmentIndex: number;
  flightNumber: string;
  origin: string;
  destination: string;
  cabins: SeatMapCabin[];
};

/** Extra checked bags for one passenger on one slice (each slice's segments), priced per bag. */
export type BagOffer = {
  serviceId: string;
  passengerId: string;
  sliceIndex: number;
  origin: string;
  destination: string;
  amountMinor: number;
  maxQuantity: number;
  maxWeightKg: number | null;
};

export type FlightAncillaries = { currency: string; seatMaps: SegmentSeatMap[]; bags: BagOffer[] };

/** What the traveller chose: service ids and how many of each (a seat is always one). */
export type ChosenService = { id: string; quantity: number };

/** A seat as booked, stored on the order item and named on the trip page, e-mail and calendar. */
export type BookedSeat = {
  passengerIndex: number;
  passenger: string;
  sliceIndex: number;
  flightNumber: string;
  origin: string;
  destination: string;
  designator: string;
  amountMinor: number;
};
export type BookedBags = {
  passengerIndex: number;
  passenger: string;
  sliceIndex: number;
  origin: string;
  destination: string;
  quantity: number;
  amountMinor: number;
};
export type BookedExtras = { seats: BookedSeat[]; bags: BookedBags[] };

export type PricedExtras = {
  currency: string;
  totalMinor: number;
  /** For the supplier's order: each id with its quantity and what it costs in all. */
  services: (ChosenService & { amountMinor: number })[];
  booked: BookedExtras;
};

export type ExtrasProblem = { path: string; message: string };

export const EXTRA_UNAVAILABLE = "This seat or bag is no longer available on this flight. Please choose again.";
export const EXTRA_QUANTITY = (max: number) => `Choose between 1 and ${max} extra bags.`;
export const SEAT_TWICE = "Each seat can be taken by one passenger only.";
export const TWO_SEATS = "Each passenger can have one seat per flight.";

/**
 * Prices what a traveller chose against the extras the supplier sells now: every id must be one of them (a forged id
 * or a seat taken since is refused, naming `services.<i>.id`), a bag at most its maximum, a seat once and one seat
 * per passenger and flight. Answers the priced extras, or every reason to refuse.
 */
export function priceExtras(
  offered: FlightAncillaries,
  passengerIds: readonly string[],
  chosen: readonly ChosenService[],
  /** The passengers' names, in the offer's order, kept with what they booked. */
  names: readonly string[] = [],
): { ok: true; priced: PricedExtras } | { ok: false; problems: ExtrasProblem[] } {
  const seats = new Map<string, { map: SegmentSeatMap; designator: string; passengerId: string; amountMinor: number }>();
  for (const map of offered.seatMaps)
    for (const cabin of map.cabins)
      for (const row of cabin.rows)
        for (const section of row)
          for (const cell of section)
            if (cell.kind === "seat")
              for (const s of cell.services) seats.set(s.id, { map, designator: cell.designator, passengerId: s.passengerId, amountMinor: s.amountMinor });
  const bags = new Map(offered.bags.map((b) => [b.serviceId, b]));
  const problems: ExtrasProblem[] = [];
  const services: PricedExtras["services"] = [];
  const booked: BookedExtras = { seats: [], bags: [] };
  const placesTaken = new Set<string>();
  const seatedOn = new Set<string>();
  const passengerIndex = (id: string) => passengerIds.indexOf(id);
  chosen.forEach((c, i) => {
    const seat = seats.get(c.id);
    const bag = bags.get(c.id);
    if (seat && passengerIndex(seat.passengerId) >= 0) {
      const place = `${seat.map.segmentId}|${seat.designator}`;
      const passenger = `${seat.map.segmentId}|${seat.passengerId}`;
      if (c.quantity !== 1) return problems.push({ path: `services.${i}.quantity`, message: TWO_SEATS });
      if (placesTaken.has(place)) return problems.push({ path: `services.${i}.id`, message: SEAT_TWICE });
      if (seatedOn.has(passenger)) return problems.push({ path: `services.${i}.id`, message: TWO_SEATS });
      placesTaken.add(place);
      seatedOn.add(passenger);
      services.push({ id: c.id, quantity: 1, amountMinor: seat.amountMinor });
      booked.seats.push({
        passengerIndex: passengerIndex(seat.passengerId),
        passenger: names[passengerIndex(seat.passengerId)] ?? "",
        sliceIndex: seat.map.sliceIndex,
        flightNumber: seat.map.flightNumber,
        origin: seat.map.origin,
        destination: seat.map.destination,
        designator: seat.designator,
        amountMinor: seat.amountMinor,
      });
    } else if (bag && passengerIndex(bag.passengerId) >= 0) {
      if (!Number.isInteger(c.quantity) || c.quantity < 1 || c.quantity > bag.maxQuantity)
        return problems.push({ path: `services.${i}.quantity`, message: EXTRA_QUANTITY(bag.maxQuantity) });
      if (services.some((s) => s.id === c.id)) return problems.push({ path: `services.${i}.id`, message: EXTRA_QUANTITY(bag.maxQuantity) });
      const amountMinor = bag.amountMinor * c.quantity;
      services.push({ id: c.id, quantity: c.quantity, amountMinor });
      booked.bags.push({
        passengerIndex: passengerIndex(bag.passengerId),
        passenger: names[passengerIndex(bag.passengerId)] ?? "",
        sliceIndex: bag.sliceIndex,
        origin: bag.origin,
        destination: bag.destination,
        quantity: c.quantity,
        amountMinor,
      });
    } else problems.push({ path: `services.${i}.id`, message: EXTRA_UNAVAILABLE });
  });
  if (problems.length > 0) return { ok: false, problems };
  const totalMinor = services.reduce((sum, s) => sum + s.amountMinor, 0);
  return { ok: true, priced: { currency: offered.currency, totalMinor, services, booked } };
}

/** The extras an order item holds, or none (an item booked before extras, or another kind's). */
export function bookedExtrasOf(details: unknown): BookedExtras {
  const extras = (details as { extras?: Partial<BookedExtras> } | null)?.extras;
  return { seats: Array.isArray(extras?.seats) ? extras.seats : [], bags: Array.isArray(extras?.bags) ? extras.bags : [] };
}
