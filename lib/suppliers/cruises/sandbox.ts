import { randomBytes } from "node:crypto";
import { todayIn } from "@/lib/org/calendar";
import { SupplierError, type Booked, type Cancelled, type Contact, type Repriced, type Supplier } from "@/lib/suppliers/seam";
import { CABIN_CATEGORIES } from "./fleet";
import { atReprice, releaseCabin, sandboxState, soldElsewhere, takeCabin, type SandboxBooking } from "./inventory";
import { buildOffer, parseOfferId, remainingOf, type CruiseOffer } from "./offer";
import { sailingById } from "./sailings";
import { refundFor } from "./terms";
import { sailingsFor } from "./timetable-query";
import type { CruiseTravellers } from "./travellers";
import type { CruiseDetails, CruiseQuery } from "./types";

/**
 * The cruise kind's supplier: the seam, and the cabins of one sailing (what a details page shows), which every cruise
 * reservation system answers and the seam's search does not name.
 */
export interface CruiseSupplier extends Supplier<CruiseQuery, CruiseDetails, CruiseTravellers> {
  sailing(sailingId: string, guests: number): Promise<CruiseOffer[]>;
}

/** How far ahead the line sells: later sailings are not open for booking (and leave no trace in its memory). */
export const SELLING_DAYS_AHEAD = 730;

/** The age a cruise line asks of at least one guest in every cabin, on the day of sailing. */
export const MIN_LEAD_AGE = 21;

function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type GuestProblem = { path: string; message: string };

/**
 * Why the line would refuse these guests for this offer, as field reasons (paths inside the travellers list): one
 * guest per berth booked, someone old enough to hold the cabin, and passports valid to the last day when the
 * itinerary leaves the country.
 */
export function guestProblems(offer: CruiseOffer, travellers: CruiseTravellers): GuestProblem[] {
  const d = offer.details;
  if (travellers.length !== d.guests) return [{ path: "(list)", message: `This cabin is booked for ${d.guests} guest(s); give each of them.` }];
  const problems: GuestProblem[] = [];
  if (!travellers.some((g) => ageOn(g.dateOfBirth, d.departureDate) >= MIN_LEAD_AGE)) {
    problems.push({ path: "0.dateOfBirth", message: `One guest in the cabin must be ${MIN_LEAD_AGE} or older on the day of sailing` });
  }
  if (d.international) {
    travellers.forEach((g, i) => {
      if (!g.passportNumber) problems.push({ path: `${i}.passportNumber`, message: "This cruise leaves the country: enter the passport number" });
      else if (!g.passportExpiry || g.passportExpiry <= d.arrivalDate) {
        problems.push({ path: `${i}.passportExpiry`, message: "The passport must be valid beyond the last day of the cruise" });
      }
    });
  }
  return problems;
}

/**
 * The in-process sandbox cruise line behind the supplier seam: searches the deterministic timetable, re-prices and
 * books against its in-memory inventory (inventory.ts, with its documented sold-out and price-change triggers), and
 * refunds by the cancellation rule of terms.ts.
 */
export class CruiseSandbox implements CruiseSupplier {
  readonly name = "sandbox";
  readonly kind = "CRUISE" as const;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async search(query: CruiseQuery): Promise<CruiseOffer[]> {
    const today = todayIn("UTC", this.now());
    return sailingsFor(query, today)
      .filter((s) => this.onSale(s.startsAt))
      .flatMap((s) =>
        CABIN_CATEGORIES.filter((c) => query.guests <= s.cabins[c].maxGuests && remainingOf(s, c) > 0).map((c) => buildOffer(s, c, query.guests)),
      );
  }

  async sailing(sailingId: string, guests: number): Promise<CruiseOffer[]> {
    const sailing = sailingById(sailingId);
    if (!sailing || !this.onSale(sailing.startsAt)) return [];
    return CABIN_CATEGORIES.filter((c) => guests <= sailing.cabins[c].maxGuests && remainingOf(sailing, c) > 0).map((c) => buildOffer(sailing, c, guests));
  }

  async reprice(id: string): Promise<Repriced<CruiseDetails>> {
    const parsed = parseOfferId(id);
    if (!parsed || !this.onSale(parsed.sailing.startsAt)) return { status: "SOLD_OUT" };
    const { soldOut } = atReprice(parsed.sailing, parsed.category);
    if (soldOut) return { status: "SOLD_OUT" };
    return { status: "AVAILABLE", offer: buildOffer(parsed.sailing, parsed.category, parsed.guests) };
  }

  async book(input: { offer: CruiseOffer; travellers: CruiseTravellers; contact: Contact; idempotencyKey: string }): Promise<Booked> {
    const state = sandboxState();
    const earlier = state.byIdempotencyKey.get(input.idempotencyKey);
    if (earlier) return { supplierRef: earlier, status: "CONFIRMED" };
    const parsed = parseOfferId(input.offer.id);
    if (!parsed) throw new SupplierError("UNAVAILABLE", "This sailing is no longer offered.");
    const current = buildOffer(parsed.sailing, parsed.category, parsed.guests);
    if (current.price.totalMinor !== input.offer.price.totalMinor) throw new SupplierError("PRICE_CHANGED", "The fare of this cabin has changed.");
    const problem = guestProblems(current, input.travellers)[0];
    if (problem) throw new SupplierError("REJECTED", problem.message);
    if (soldElsewhere(parsed.sailing, parsed.category) || !takeCabin(parsed.sailing, parsed.category)) {
      throw new SupplierError("SOLD_OUT", "The last cabin of this category has just been sold.");
    }
    const ref = `${randomBytes(4).toString("hex").toUpperCase()}.${current.id}`;
    state.bookings.set(ref, {
      ref,
      offerId: current.id,
      sailingId: parsed.sailing.id,
      category: parsed.category,
      totalMinor: current.price.totalMinor,
      currency: current.price.currency,
      startsAt: current.startsAt,
      status: "CONFIRMED",
    });
    state.byIdempotencyKey.set(input.idempotencyKey, ref);
    return { supplierRef: ref, status: "CONFIRMED" };
  }

  async cancel(supplierRef: string): Promise<Cancelled> {
    const booking = this.bookingOf(supplierRef);
    if (!booking) throw new SupplierError("REJECTED", "The cruise line has no booking with this reference.");
    if (booking.status === "CANCELLED") return { status: "CANCELLED", refund: null };
    booking.status = "CANCELLED";
    const sailing = sailingById(booking.sailingId);
    if (sailing) releaseCabin(sailing, booking.category);
    const amountMinor = refundFor(booking.totalMinor, booking.startsAt, this.now());
    return { status: "CANCELLED", refund: amountMinor > 0 ? { amountMinor, currency: booking.currency } : null };
  }

  async status(supplierRef: string): Promise<"CONFIRMED" | "CANCELLED" | "UNKNOWN"> {
    return this.bookingOf(supplierRef)?.status ?? "UNKNOWN";
  }

  private onSale(startsAt: string): boolean {
    const start = new Date(startsAt).getTime();
    const now = this.now().getTime();
    return start > now && start <= now + SELLING_DAYS_AHEAD * 86_400_000;
  }

  /**
   * A booking by its reference. The reference names its offer ("7F3A9C21.CAR-202703-05.balcony.2"), so a booking made
   * before this process started — the line's records outlive a web process, the sandbox's memory does not — is
   * still known, at the timetable's fare.
   */
  private bookingOf(ref: string): SandboxBooking | undefined {
    const state = sandboxState();
    const known = state.bookings.get(ref);
    if (known) return known;
    const m = /^[0-9A-F]{8}\.(.+)$/.exec(ref);
    const parsed = m ? parseOfferId(m[1]!) : null;
    if (!parsed) return undefined;
    const offer = buildOffer(parsed.sailing, parsed.category, parsed.guests);
    const booking: SandboxBooking = {
      ref,
      offerId: offer.id,
      sailingId: parsed.sailing.id,
      category: parsed.category,
      totalMinor: offer.price.totalMinor,
      currency: offer.price.currency,
      startsAt: offer.startsAt,
      status: "CONFIRMED",
    };
    state.bookings.set(ref, booking);
    return booking;
  }
}
