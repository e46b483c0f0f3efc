import { quoteExpiresAt } from "@/lib/agent/quote-price";
import { ZCreateSupplierQuote } from "@/lib/agent/schemas";
import { travellerNames } from "@/lib/agent/traveller-names";

describe("supplier quotes", () => {
  it("names the travellers whatever the kind calls its fields: a list, one driver, given/family names or one name", () => {
    expect(
      travellerNames([
        { firstName: "Ada", lastName: "Lovelace" },
        { firstName: " Charles ", lastName: "Babbage" },
      ]),
    ).toEqual(["Ada Lovelace", "Charles Babbage"]);
    expect(travellerNames({ title: "MR", firstName: "Dan", lastName: "Driver" })).toEqual(["Dan Driver"]);
    expect(travellerNames([{ givenName: "Gia", familyName: "Given" }, { name: "Nia Name" }])).toEqual(["Gia Given", "Nia Name"]);
    expect(travellerNames([null, 3, {}, { firstName: "" }])).toEqual([]);
    expect(travellerNames(null)).toEqual([]);
  });

  it("holds the price for the agent's number of days from now", () => {
    expect(quoteExpiresAt(3, new Date("2027-01-10T12:00:00Z")).toISOString()).toBe("2027-01-13T12:00:00.000Z");
  });

  it("takes a supplier product, an offer, a contact and the stay quote's markup and validity limits", () => {
    const ok = {
      clientId: 7,
      product: "flight",
      offerId: "off_123",
      travellers: [{ firstName: "Ada" }],
      contact: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.test", phone: "+441234567890" },
      markupPercent: 12.5,
    };
    expect(ZCreateSupplierQuote.parse(ok)).toMatchObject({ product: "flight", validDays: 3, markupPercent: 12.5 });
    const bad = ZCreateSupplierQuote.safeParse({ ...ok, product: "hotel", markupPercent: 51, validDays: 31, propertyId: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join(".") || i.code).sort()).toEqual(["markupPercent", "product", "unrecognized_keys", "validDays"]);
  });
});
