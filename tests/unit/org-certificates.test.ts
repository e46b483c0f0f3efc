const loadOrgCertificateRows = jest.fn();
jest.mock("@/lib/wallet/cards", () => ({
  ...jest.requireActual("@/lib/wallet/cards"),
  loadOrgCertificateRows: (...args: unknown[]) => loadOrgCertificateRows(...args),
}));

// Imported after the mocks are in place.
import type { OrgCertificate } from "@/lib/generated/prisma/client";
import { orgCertificateCardCode, orgCertificateViews } from "@/lib/wallet/cards";
import { keptOrgCertificates } from "@/lib/wallet/org-certificates-cache";
import { deliver } from "@/lib/events/bus";

const units = new Map([
  ["USD", 2],
  ["JPY", 0],
]);

function row(id: number, product: string, priceMinor: number, currency = "USD"): OrgCertificate {
  return {
    id,
    orgId: 7,
    name: `Certificate ${id}`,
    payment_product_code: product,
    payment_card_currency: currency,
    payment_card_redemption_price: priceMinor,
    active: true,
  };
}

const catalogue = [row(1, "HLT", 9_000), row(2, "HLT,RST", 5_000), row(3, "ACT", 4_000), row(4, "HLT", 3_000, "JPY")];

describe("SPEC §3 'Org-level certificate fields: payment_product_code, payment_card_currency, payment_card_redemption_price'", () => {
  it("are offered for one product by exact or contained code, in the catalogue's order, the price in major units of its currency", () => {
    const views = orgCertificateViews(catalogue, { product: "HLT", units });
    expect(views.map((v) => v.id)).toEqual([1, 2, 4]);
    expect(views[0]).toEqual({
      id: 1,
      name: "Certificate 1",
      payment_product_code: "HLT",
      payment_card_currency: "USD",
      payment_card_redemption_price: 90,
      redemption_price_minor: 9_000,
    });
    expect(views[2]!.payment_card_redemption_price).toBe(3_000);
  });

  it("can be narrowed to one currency, and without a product every certificate is offered", () => {
    expect(orgCertificateViews(catalogue, { currency: "JPY", units }).map((v) => v.id)).toEqual([4]);
    expect(orgCertificateViews(catalogue, { units }).map((v) => v.id)).toEqual([1, 2, 3, 4]);
  });

  it("leave out one already issued to the member (a card of theirs carries its code), not one issued to someone else", () => {
    const issuedCodes = new Set([orgCertificateCardCode(1, 42), orgCertificateCardCode(2, 43)]);
    expect(orgCertificateViews(catalogue, { product: "HLT", userId: 42, issuedCodes, units }).map((v) => v.id)).toEqual([2, 4]);
  });
});

describe("an organisation's certificates kept for the checkout's wallet panel", () => {
  beforeEach(() => {
    loadOrgCertificateRows.mockReset();
    loadOrgCertificateRows.mockImplementation(async (orgId: number) => [row(orgId, "HLT", 1_000)]);
  });

  it("are read once per organisation, and an organisation change (a write to OrgCertificate announces one) drops them", async () => {
    expect(await keptOrgCertificates(7)).toEqual([row(7, "HLT", 1_000)]);
    await keptOrgCertificates(7);
    await keptOrgCertificates(8);
    expect(loadOrgCertificateRows).toHaveBeenCalledTimes(2);
    deliver({ topic: "org" });
    await keptOrgCertificates(7);
    expect(loadOrgCertificateRows).toHaveBeenCalledTimes(3);
  });
});
