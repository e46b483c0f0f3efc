import { isCodeOffered, isProductOffered, isPropertyShown } from "@/lib/booking/eligibility";
import { isBookableProduct, PRODUCT_CODES } from "@/lib/booking/pricing";
import { parseSearch } from "@/lib/booking/search-input";
import { PRODUCT_IDS } from "@/lib/nav/products";
import {
  ALL_PRODUCT_CODES,
  CATALOGUE_PRODUCT_IDS,
  CODE_OF_PRODUCT,
  navIdsOf,
  orgSellsCode,
  PRODUCTS,
  productByCode,
  safetyMarginOf,
} from "@/lib/products/codes";
import { SAFETY_MARGIN, WALLET_PRODUCT_CODE_LIST, WALLET_PRODUCT_CODES } from "@/lib/wallet/constants";
import { ZPaymentCardsByOrg } from "@/lib/wallet/schemas";
import { certificatesFor, discountCardsFor } from "@/lib/wallet/rules";
import { specCard } from "../support/spec-card";

const NOW = new Date("2027-03-01T12:00:00Z");
const STAY_PRODUCTS = { condo: "CND", holidaystays: "HST", dreamtrips: "DRT", hotelgd: "GRN" } as const;

describe("lib/products/codes.ts, the one table of product codes", () => {
  it('keeps SPEC §9 "Product codes: Hotels HLT, Activities ACT, Resorts RST, Stays STY."', () => {
    expect(CODE_OF_PRODUCT).toMatchObject({ hotel: "HLT", activities: "ACT", resorts: "RST", stays: "STY" });
  });

  it("gives every product one code of its own, and every product a navigation id of SPEC §2", () => {
    expect(new Set(ALL_PRODUCT_CODES).size).toBe(ALL_PRODUCT_CODES.length);
    for (const p of Object.values(PRODUCTS)) expect(PRODUCT_IDS).toContain(p.navId);
    for (const [id, code] of Object.entries(CODE_OF_PRODUCT)) expect(productByCode(code)).toBe(id);
    expect(productByCode("XYZ")).toBeNull();
  });

  it("is where the booking catalogue, the wallet and the margins take their codes from", () => {
    expect(PRODUCT_CODES).toEqual({ hotel: "HLT", resorts: "RST", stays: "STY", activities: "ACT", ...STAY_PRODUCTS });
    expect(Object.keys(PRODUCT_CODES)).toEqual(CATALOGUE_PRODUCT_IDS);
    expect(WALLET_PRODUCT_CODES).toEqual(CODE_OF_PRODUCT);
    expect(WALLET_PRODUCT_CODE_LIST).toEqual(ALL_PRODUCT_CODES);
    for (const code of ALL_PRODUCT_CODES) expect(SAFETY_MARGIN[code]).toBe(safetyMarginOf(code));
  });

  it('keeps SPEC §9 "Price safety margin multiplier: 1.05 for activities and stays, 1.1 for hotels"', () => {
    expect([safetyMarginOf("ACT"), safetyMarginOf("STY"), safetyMarginOf("HLT")]).toEqual([1.05, 1.05, 1.1]);
  });

  it("makes the four stay products searchable like hotels, and nothing that is not a catalogue product", () => {
    const org = { minCheckinDays: 0, timeZone: "UTC" };
    for (const product of Object.keys(STAY_PRODUCTS)) {
      expect(isBookableProduct(product)).toBe(true);
      const parsed = parseSearch({ product, destination: "Paris" }, org);
      expect(parsed.ok && parsed.query.product).toBe(product);
    }
    for (const product of ["cruises", "flight", "JoinNow", "weeks"]) expect(isBookableProduct(product)).toBe(false);
  });
});

describe("eligibility per product (SPEC §3 eligibleProducts)", () => {
  const partner = { eligibleProducts: ["hotel", "resorts", "weeks", "stays", "activities", "allinclusive", "JoinNow"] };
  const everything = { eligibleProducts: [...PRODUCT_IDS] };

  it.each(Object.entries(STAY_PRODUCTS))("%s (%s) is sold only by an org that lists it", (product, code) => {
    expect(isProductOffered(everything, product as keyof typeof STAY_PRODUCTS)).toBe(true);
    expect(isCodeOffered(everything, code)).toBe(true);
    expect(isProductOffered(partner, product as keyof typeof STAY_PRODUCTS)).toBe(false);
    expect(isCodeOffered(partner, code)).toBe(false);
  });

  it("shows a property's page only while it is active and its product is sold on the host", () => {
    expect(isPropertyShown(everything, { active: true, productCode: "CND" })).toBe(true);
    expect(isPropertyShown(everything, { active: false, productCode: "CND" })).toBe(false);
    expect(isPropertyShown(partner, { active: true, productCode: "CND" })).toBe(false);
    expect(isPropertyShown(partner, null)).toBe(false);
  });

  it('sells resorts under "weeks" too (SPEC §2 "weeks (maps to /resorts)")', () => {
    expect(navIdsOf("resorts")).toEqual(["resorts", "weeks"]);
    expect(orgSellsCode(["weeks"], "RST")).toBe(true);
    expect(orgSellsCode(["weeks"], "HLT")).toBe(false);
    expect(orgSellsCode(["hotel"], "NOPE")).toBe(false);
  });
});

describe("wallet applicability per product code", () => {
  it('SPEC §4 "certificates must list the product in services": a hotel certificate is no good for a condo', () => {
    const hotelCertificate = specCard({ services: ["HLT", "RST", "STY"] });
    const condoCertificate = specCard({ services: ["CND", "HST"] });
    expect(certificatesFor([hotelCertificate, condoCertificate], "CND", NOW)).toEqual([condoCertificate]);
    expect(certificatesFor([hotelCertificate, condoCertificate], "HLT", NOW)).toEqual([hotelCertificate]);
    expect(certificatesFor([hotelCertificate, condoCertificate], "GRN", NOW)).toEqual([]);
  });

  it('SPEC §4 "Selecting a product filters … discount cards by product code": a green-deals card serves green deals only', () => {
    const green = specCard({ services: ["GRN"] });
    const dream = specCard({ services: ["DRT"] });
    expect(discountCardsFor([green, dream], "GRN", NOW)).toEqual([green]);
    expect(discountCardsFor([green, dream], "DRT", NOW)).toEqual([dream]);
  });

  it("accepts every product's code in the wallet's product filter, and no other", () => {
    for (const code of ALL_PRODUCT_CODES) expect(ZPaymentCardsByOrg.safeParse({ payment_product_code: code.toLowerCase() }).success).toBe(true);
    expect(ZPaymentCardsByOrg.safeParse({ payment_product_code: "XYZ" }).success).toBe(false);
  });
});
