import { itineraryPrice, percentToBps, spreadMarkup } from "@/lib/agent/itinerary/price";
import { supplierIdempotencyKey } from "@/lib/orders/book-held-items";

/** Issue 53 §6: an itinerary is priced together — the items' client prices summed, the agent's markup on the sum. */
describe("itinerary pricing and the agent's commission", () => {
  it("sums the items and adds the markup on the sum, rounded half away from zero like a single quote", () => {
    expect(itineraryPrice([45_000, 22_000, 18_050], percentToBps(10))).toEqual({ baseMinor: 85_050, markupMinor: 8_505, totalMinor: 93_555 });
    expect(itineraryPrice([1_005], percentToBps(10))).toEqual({ baseMinor: 1_005, markupMinor: 101, totalMinor: 1_106 });
    expect(itineraryPrice([1_000, 2_000], percentToBps(12.5))).toEqual({ baseMinor: 3_000, markupMinor: 375, totalMinor: 3_375 });
    expect(itineraryPrice([], 1_000)).toEqual({ baseMinor: 0, markupMinor: 0, totalMinor: 0 });
    expect(itineraryPrice([5_000], 0).markupMinor).toBe(0);
  });

  it("spreads the markup over the items by price so the booked items add up to the agreed total exactly", () => {
    const totals = [45_000, 22_000, 18_050];
    const { markupMinor } = itineraryPrice(totals, 1_000);
    const shares = spreadMarkup(totals, markupMinor);
    expect(shares.reduce((s, x) => s + x, 0)).toBe(markupMinor);
    expect(shares).toEqual([4_500, 2_200, 1_805]);
    // Leftover minor units go to the largest remainders, the earliest first on a tie.
    expect(spreadMarkup([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(spreadMarkup([100, 200], 1)).toEqual([0, 1]);
    expect(spreadMarkup([0, 0], 5)).toEqual([5, 0]);
    expect(spreadMarkup([], 0)).toEqual([]);
  });

  it("books a second item of the same supplier in one order under its own key, the first under the order's", () => {
    const items = [{ supplier: "duffel" }, { supplier: "catalogue" }, { supplier: "duffel" }, { supplier: "amadeus" }];
    expect(items.map((_, i) => supplierIdempotencyKey("k", i, items))).toEqual(["k", "k", "k-1", "k"]);
  });
});
