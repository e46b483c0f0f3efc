import { ZBookSlot, ZBookStay, ZPayDue, CARD_ON_OUR_PAGE } from "@/lib/booking/schemas";
import { ZGuestPayDue } from "@/lib/orders/guest/schemas";
import { ZBookQuote } from "@/lib/agent/schemas";
import { ZPlaceSupplierOrder } from "@/lib/orders/schemas";
import { ZBookPackage } from "@/lib/packages/schemas";
import { hostedProvider, providerNamed } from "@/lib/payments/card-entry";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { resetEnvCache } from "@/lib/env";

/**
 * Issue #50: "card data is typed into the provider's page, never ours". Every checkout's schema refuses a card sent
 * to the site, naming the field, whatever else the request holds; payments already made are handled only by the
 * provider that holds their money.
 */
const card = { number: "4242 4242 4242 4242", name: "Ada", expiry: "12/39", cvc: "123" };

describe("a card sent to the site", () => {
  it.each([
    ["stay", ZBookStay],
    ["activity", ZBookSlot],
    ["supplier item", ZPlaceSupplierOrder],
    ["package", ZBookPackage],
    ["quote", ZBookQuote],
    ["pay-due", ZPayDue],
    ["guest pay-due", ZGuestPayDue],
  ])("is refused by the %s checkout with the field and why", (_, schema) => {
    const result = schema.safeParse({ card });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(expect.objectContaining({ path: ["card"], message: CARD_ON_OUR_PAGE }));
    // Not even an empty one.
    expect(schema.safeParse({ card: {} }).error!.issues).toContainEqual(expect.objectContaining({ path: ["card"], message: CARD_ON_OUR_PAGE }));
  });
});

describe("the provider of a payment", () => {
  const saved = process.env.STRIPE_SECRET_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.STRIPE_SECRET_KEY;
    else process.env.STRIPE_SECRET_KEY = saved;
    resetEnvCache();
  });

  it("takes cards on its hosted page when configured; without it no card can be taken", () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_x";
    resetEnvCache();
    expect(hostedProvider()).toBe(stripeProvider);
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
    expect(hostedProvider()).toBeNull();
  });

  it("that holds a payment's money refunds it; a payment of any other provider is refused plainly", () => {
    expect(providerNamed("stripe")).toBe(stripeProvider);
    expect(() => providerNamed("sandbox")).toThrow(expect.objectContaining({ code: "SERVICE_UNAVAILABLE" }));
  });
});
