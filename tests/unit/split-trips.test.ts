import { splitTrips } from "@/lib/orders/list-orders";

type View = Parameters<typeof splitTrips>[0][number];
const trip = (reference: string, status: string, checkOut: string) => ({ reference, status, checkOut }) as unknown as View;

describe("My Trips: upcoming until the trip's last day is over", () => {
  it("keeps a flight landing today and a stay checking out today upcoming; yesterday's trips and cancelled ones are past", () => {
    const today = "2026-12-07";
    const { upcoming, past } = splitTrips(
      [
        trip("FLIGHT-TODAY", "CONFIRMED", today),
        trip("STAY-YESTERDAY", "CONFIRMED", "2026-12-06"),
        trip("CANCELLED", "CANCELLED", "2026-12-20"),
        trip("LATER", "CONFIRMED", "2026-12-20"),
      ],
      today,
    );
    expect(upcoming.map((t) => t.reference)).toEqual(["LATER", "FLIGHT-TODAY"]);
    expect(past.map((t) => t.reference)).toEqual(["STAY-YESTERDAY", "CANCELLED"]);
  });
});
