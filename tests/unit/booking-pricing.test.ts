import { headlineAmount, quoteStay, stayNights } from "@/lib/booking/pricing";

const nights = [
  { date: "2027-01-10", publicRateMinor: 20_000, memberRateMinor: 17_000 },
  { date: "2027-01-11", publicRateMinor: 22_000, memberRateMinor: 18_000 },
];

describe("stay pricing", () => {
  it("counts nights from check-in to the day before check-out", () => {
    expect(stayNights("2027-01-30", "2027-02-02")).toEqual(["2027-01-30", "2027-01-31", "2027-02-01"]);
    expect(stayNights("2027-01-02", "2027-01-02")).toEqual([]);
    expect(stayNights("nope", "2027-01-02")).toEqual([]);
  });
  it("prices a member stay with taxes (half-up) and per-room fees, beside the public price", () => {
    const q = quoteStay({ nights, rooms: 2, currency: "USD", taxRateBps: 1250, feesMinorPerRoom: 1_500, memberPricing: true });
    expect(q).toMatchObject({ nights: 2, rooms: 2, subtotalMinor: 70_000, taxesMinor: 8_750, feesMinor: 3_000, totalMinor: 81_750 });
    expect(q.publicTotalMinor).toBe(84_000 + 10_500 + 3_000);
    expect(q.savingMinor).toBe(q.publicTotalMinor - q.memberTotalMinor);
  });
  it("a guest pays the public price", () => {
    const q = quoteStay({ nights, rooms: 1, currency: "USD", taxRateBps: 0, feesMinorPerRoom: 0, memberPricing: false });
    expect(q.totalMinor).toBe(42_000);
  });
  it("SPEC §6 'Guests see prices with the tax setting'", () => {
    const q = quoteStay({ nights, rooms: 1, currency: "USD", taxRateBps: 1000, feesMinorPerRoom: 0, memberPricing: false });
    expect(headlineAmount(q, "WITH_TAX")).toBe(46_200);
    expect(headlineAmount(q, "WITHOUT_TAX")).toBe(42_000);
  });
});
