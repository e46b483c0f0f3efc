import { buildCatalogue, prng } from "@/prisma/seed/catalogue";
import { DESTINATIONS } from "@/prisma/seed/destinations";
import { DISTRICTS, districtOf } from "@/prisma/seed/districts";
import { AMENITIES } from "@/lib/booking/amenities";
import { isCataloguePhoto, photoSrc } from "@/lib/booking/pictures";

describe("demo catalogue generator", () => {
  const catalogue = buildCatalogue();

  it("is deterministic", () => {
    expect(buildCatalogue()).toEqual(catalogue);
    const a = prng(1);
    const b = prng(1);
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
  });

  it("has 40 or more destinations, every stay product in each, 25 or more stays in every major city, and activities", () => {
    const stays = catalogue.filter((p) => p.productCode !== "ACT");
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(stays.map((p) => p.productCode))).toEqual(new Set(["HLT", "RST", "STY", "CND", "HST", "DRT", "GRN"]));
    const major = DESTINATIONS.filter((d) => d.major).map((d) => d.slug);
    expect(major).toEqual(expect.arrayContaining(["paris", "london", "barcelona", "rome", "new-york", "dubai"]));
    for (const slug of major) expect(stays.filter((p) => p.destination.slug === slug).length).toBeGreaterThanOrEqual(25);
    for (const d of DESTINATIONS) {
      expect(new Set(stays.filter((p) => p.destination.slug === d.slug).map((p) => p.productCode)).size).toBe(7);
      expect(catalogue.filter((p) => p.destination.slug === d.slug && p.productCode === "ACT").length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length);
  });

  it("leads with a photo of the kind of place: no sea or sand away from the coast", () => {
    for (const p of catalogue.filter((x) => x.destination.setting !== "beach")) {
      expect(p.images[0]).not.toMatch(/\/(shore|dunes|by-the-water)-1200\.jpg$/);
    }
    const paris = catalogue.filter((x) => x.destination.slug === "paris" && x.productCode !== "ACT");
    expect(new Set(paris.map((x) => x.images[0]))).not.toContain(photoSrc("shore"));
  });

  it("fits each place: no beach away from the coast, kitchens and bedrooms in condos and holiday stays", () => {
    for (const p of catalogue.filter((x) => x.destination.setting !== "beach")) {
      expect(p.amenities).not.toContain("beach");
      // Street names aside (Queenstown has a Beach St).
      const text = p.destination.streets.reduce((t, street) => t.replaceAll(street, ""), `${p.name} ${p.description}`);
      expect(text).not.toMatch(/beach|snorkel|surf/i);
    }
    for (const p of catalogue.filter((x) => x.productCode === "CND" || x.productCode === "HST")) {
      expect(p.amenities).toContain("kitchen");
      expect(p.rooms.every((r) => /bedroom|kitchen/i.test(`${r.name} ${r.beds}`))).toBe(true);
    }
    for (const p of catalogue.filter((x) => x.productCode === "GRN")) expect(p.description).toMatch(/Sustainability: /);
    for (const p of catalogue.filter((x) => x.productCode === "DRT")) expect(p.starRating).toBe(5);
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

describe("catalogue districts", () => {
  it("places each street of each destination in exactly one district, and every beach destination has a seafront", () => {
    for (const d of DESTINATIONS) {
      const districts = DISTRICTS[d.slug] ?? [];
      for (const street of d.streets) expect(districts.filter((z) => z.streets.includes(street))).toHaveLength(1);
      expect(districts.flatMap((z) => z.streets).every((s) => d.streets.includes(s))).toBe(true);
      expect(districts.some((z) => z.seafront)).toBe(d.setting === "beach");
    }
  });

  it("puts a property inside the district of its address's street", () => {
    for (const p of buildCatalogue()) {
      const street = p.destination.streets.find((s) => p.address.includes(`${s},`))!;
      const [s, w, n, e] = districtOf(p.destination, street).box;
      expect(p.latitude >= s && p.latitude <= n && p.longitude >= w && p.longitude <= e).toBe(true);
    }
  });
});
