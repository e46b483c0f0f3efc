import { quoteStay } from "@/lib/booking/pricing";
import { itemQuote } from "@/lib/orders/item-pricing";
import { priceLines } from "@/lib/suppliers/catalogue/offer";
import { slotAskOf, slotOfferId, stayAskOf, stayOfferId } from "@/lib/suppliers/catalogue/offer-id";

const nights = [
  { date: "2027-01-10", publicRateMinor: 20_000, memberRateMinor: 17_000 },
  { date: "2027-01-11", publicRateMinor: 22_000, memberRateMinor: 18_000 },
];

describe("the catalogue's offers (lib/suppliers/catalogue)", () => {
  it("a stay's offer id names what was asked, and reads back to it", () => {
    const ask = { propertyId: 12, roomTypeId: 345, checkIn: "2027-01-10", checkOut: "2027-01-12", rooms: 2, guests: 5, childAges: [4, 0] };
    expect(stayOfferId(ask)).toBe("sty_12_345_2027-01-10_2027-01-12_2_5_4-0");
    expect(stayAskOf(stayOfferId(ask))).toEqual(ask);
    const adults = { ...ask, childAges: [] };
    expect(stayAskOf(stayOfferId(adults))).toEqual({ propertyId: 12, roomTypeId: 345, checkIn: "2027-01-10", checkOut: "2027-01-12", rooms: 2, guests: 5 });
  });

  it("an activity's offer id reads back to its slot and party; another kind's id is none of the catalogue's", () => {
    expect(slotAskOf(slotOfferId({ propertyId: 7, slotId: 99, guests: 3 }))).toEqual({ propertyId: 7, slotId: 99, guests: 3 });
    for (const id of ["off_123", "sty_1_2_2027-01-10", "act_1_2", "act_1_2_3/../x", "sty_1_2_2027-01-10_2027-01-12_1_2_"]) {
      expect(stayAskOf(id) ?? slotAskOf(id)).toBeNull();
    }
  });

  it("the order module prices a catalogue offer as the catalogue does: its own public rates, not the supplier markup", () => {
    const stay = { nights, rooms: 2, currency: "USD", taxRateBps: 1250, feesMinorPerRoom: 1_500 };
    const member = quoteStay({ ...stay, memberPricing: true });
    const pub = quoteStay({ ...stay, memberPricing: false });
    const offer = { price: priceLines(member), publicPrice: priceLines(pub) };
    for (const [memberPricing, q] of [
      [true, member],
      [false, pub],
    ] as const) {
      expect(itemQuote(offer, { memberPricing })).toEqual({
        currency: "USD",
        baseMinor: q.subtotalMinor,
        taxesMinor: q.taxesMinor,
        feesMinor: q.feesMinor,
        totalMinor: q.totalMinor,
        publicTotalMinor: q.publicTotalMinor,
        memberTotalMinor: q.memberTotalMinor,
        savingMinor: q.savingMinor,
        memberPricing,
      });
    }
  });
});
