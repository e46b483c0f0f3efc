import type { BagOffer, ChosenService, SeatCell, SegmentSeatMap } from "@/lib/suppliers/flights/ancillaries";

/** One seat as a seat map draws it: its letter, what a screen reader says, and its state for this passenger. */
export type SeatView = { id: string; letter: string; label: string; state: "free" | "paid" | "taken" | "selected" | "others"; mark?: string };

/** A row of the cabin: seats in sections (split by aisles), an exit, or the galleys and lavatories drawn for orientation. */
export type SeatRowView =
  | { kind: "seats"; number: string; sections: (SeatView | null)[][]; overWing: boolean }
  | { kind: "exit"; label: string }
  | { kind: "facility"; sections: string[] };

export type Facility = "galley" | "lavatory" | "closet" | "stairs";
const FACILITIES = new Set<SeatCell["kind"]>(["galley", "lavatory", "closet", "stairs"]);

/** A seat taken for one passenger on one flight. */
export type ChosenSeat = { serviceId: string; designator: string; amountMinor: number };
/** Seats chosen, by segment id, then passenger id. */
export type ChosenSeats = Record<string, Record<string, ChosenSeat>>;
export type Passenger = { id: string; number: number };

/** How the page writes a seat and its state, in its language and digits. */
export type SeatWords = {
  exit: string;
  facility(kind: Facility): string;
  seat(designator: string): string;
  count(n: number): string;
  yours(seat: string): string;
  others(seat: string, n: number): string;
  taken(seat: string): string;
  paid(seat: string, amountMinor: number): string;
  free(seat: string): string;
};

/**
 * The rows of one flight's seat map as `passenger` sees them: their own seat, the seats of the others in the party
 * (marked with their number), the seats they may take (free or priced for them) and the ones they may not.
 */
export function seatRows(map: SegmentSeatMap, chosen: ChosenSeats, passenger: string, passengers: Passenger[], w: SeatWords): SeatRowView[] {
  const onSegment = chosen[map.segmentId] ?? {};
  const holder = (designator: string) => Object.entries(onSegment).find(([, c]) => c.designator === designator)?.[0];
  const numberOf = (id: string) => passengers.find((p) => p.id === id)?.number ?? 0;
  const seat = (c: Extract<SeatCell, { kind: "seat" }>): SeatView => {
    const text = w.seat(c.designator);
    const service = c.services.find((s) => s.passengerId === passenger);
    const by = holder(c.designator);
    const base = { id: c.designator, letter: c.designator.replace(/^\d+/, "") };
    if (by === passenger) return { ...base, state: "selected", mark: w.count(numberOf(by)), label: w.yours(text) };
    if (by) return { ...base, state: "others", mark: w.count(numberOf(by)), label: w.others(text, numberOf(by)) };
    if (!service) return { ...base, state: "taken", label: w.taken(text) };
    const kind = c.name ? `, ${c.name}` : "";
    return service.amountMinor > 0
      ? { ...base, state: "paid", label: `${w.paid(text, service.amountMinor)}${kind}` }
      : { ...base, state: "free", label: `${w.free(text)}${kind}` };
  };
  return map.cabins.flatMap((cabin) =>
    cabin.rows.map((row, index): SeatRowView => {
      const cells = row.flat();
      const firstSeat = cells.find((c) => c.kind === "seat");
      if (!firstSeat && cells.some((c) => c.kind === "exit")) return { kind: "exit", label: w.exit };
      if (!firstSeat || firstSeat.kind !== "seat")
        return {
          kind: "facility",
          sections: row.map((section) => section.map((c) => (FACILITIES.has(c.kind) ? w.facility(c.kind as Facility) : "")).join(" ")),
        };
      return {
        kind: "seats",
        number: w.seat(firstSeat.designator.replace(/\D+$/, "")),
        overWing: !!cabin.wings && index >= cabin.wings.firstRow && index <= cabin.wings.lastRow,
        sections: row.map((section) => section.map((c) => (c.kind === "seat" ? seat(c) : null))),
      };
    }),
  );
}

/**
 * `passenger` takes the seat `designator` on `map` (taking it again gives it up); `next` is who chooses next: the first
 * other passenger without a seat on this flight, as on the airlines' own maps. Null when the seat is not theirs to take.
 */
export function chooseSeat(
  map: SegmentSeatMap,
  chosen: ChosenSeats,
  passenger: string,
  passengers: Passenger[],
  designator: string,
): { chosen: ChosenSeats; next: string } | null {
  const cell = map.cabins.flatMap((c) => c.rows.flat(2)).find((c) => c.kind === "seat" && c.designator === designator);
  const service = cell?.kind === "seat" ? cell.services.find((s) => s.passengerId === passenger) : undefined;
  if (!service) return null;
  const onSegment = { ...chosen[map.segmentId] };
  const dropping = onSegment[passenger]?.designator === designator;
  if (dropping) delete onSegment[passenger];
  else onSegment[passenger] = { serviceId: service.id, designator, amountMinor: service.amountMinor };
  const next = dropping ? undefined : passengers.find((p) => p.id !== passenger && !chosen[map.segmentId]?.[p.id]);
  return { chosen: { ...chosen, [map.segmentId]: onSegment }, next: next?.id ?? passenger };
}

/** The seats and bags chosen as the checkout sends them (ids and quantities) with what they come to. */
export function chosenExtras(seats: ChosenSeats, bags: Record<string, number>, offers: BagOffer[]): { services: ChosenService[]; totalMinor: number } {
  const lines = [
    ...Object.values(seats).flatMap((byPassenger) => Object.values(byPassenger).map((c) => ({ id: c.serviceId, quantity: 1, amountMinor: c.amountMinor }))),
    ...offers
      .filter((b) => (bags[b.serviceId] ?? 0) > 0)
      .map((b) => ({ id: b.serviceId, quantity: bags[b.serviceId]!, amountMinor: b.amountMinor * bags[b.serviceId]! })),
  ];
  return { services: lines.map(({ id, quantity }) => ({ id, quantity })), totalMinor: lines.reduce((sum, s) => sum + s.amountMinor, 0) };
}
