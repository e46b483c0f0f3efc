import { buildCatalogue, prng } from "@/prisma/seed/catalogue";
import { DESTINATIONS } from "@/prisma/seed/destinations";
import { AMENITIES } from "@/lib/booking/amenities";
import { isCataloguePhoto } from "@/lib/booking/pictures";

describe("demo catalogue generator", () => {
  const catalogue = buildCatalogue();

  it("is deterministic", () => {
    expect(buildCatalogue()).toEqual(catalogue);
    const a = prng(1);
    const b = prng(1);
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
  });

  it("has at least 300 hotels, resorts and stays over at least 25 real destinations, plus activities", () => {
    const stays = catalogue.filter((p) => p.productCode !== "ACT");
    expect(stays.length).toBeGreaterThanOrEqual(300);
    expect(new Set(stays.map((p) => p.productCode))).toEqual(new Set(["HLT", "RST", "STY"]));
    expect(catalogue.filter((p) => p.productCode === "ACT").length).toBeGreaterThanOrEqual(25);
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length);
  });

  it("gives every stay 2–4 room types, member rates 8–25 % below public, and only known amenities", () => {
    for (const p of catalogue.filter((x) => x.productCode !== "ACT")) {
      expect(p.rooms.length).toBeGreaterThanOrEqual(2);
      expect(p.rooms.length).toBeLessThanOrEqual(4);
      expect(p.starRating).toBeGreaterThanOrEqual(1);
      expect(p.starRating).toBeLessThanOrEqual(5);
      expect(["USD", "EUR", "GBP"]).toContain(p.currency);
      for (const r of p.rooms) {
        const discount = 1 - r.memberRateMinor / r.publicRateMinor;
        expect(discount).toBeGreaterThanOrEqual(0.07);
        expect(discount).toBeLessThanOrEqual(0.26);
      }
      for (const a of p.amenities) expect(AMENITIES).toContain(a);
      expect(p.images.length).toBe(3);
      expect(p.images.every(isCataloguePhoto)).toBe(true);
    }
  });

  it("places properties near their destination", () => {
    for (const p of catalogue) {
      expect(Math.abs(p.latitude - p.destination.latitude)).toBeLessThan(0.15);
    }
  });
});
