import { testCardsAccepted } from "@/lib/booking/payments/card-entry";
import { resetEnvCache } from "@/lib/env";

/**
 * Issue #50: "card data is typed into the provider's page, never ours". A card posted to the site is accepted only for
 * the suites that book without a browser (PAYMENT_TEST_CARDS), and only while payments go to a stand-in on this
 * machine: the convenience can never sit beside real payments.
 */
describe("test cards posted to the site", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ["PAYMENT_TEST_CARDS", "STRIPE_SECRET_KEY", "STRIPE_API_URL"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvCache();
  });
  const withEnv = (env: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
    return testCardsAccepted();
  };

  it("are refused unless PAYMENT_TEST_CARDS is set", () => {
    expect(withEnv({ PAYMENT_TEST_CARDS: undefined, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_URL: "http://127.0.0.1:4040" })).toBe(false);
    expect(withEnv({ PAYMENT_TEST_CARDS: "0", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_URL: "http://127.0.0.1:4040" })).toBe(false);
  });

  it("are accepted beside a stand-in on the loopback", () => {
    expect(withEnv({ PAYMENT_TEST_CARDS: "1", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_URL: "http://127.0.0.1:4040" })).toBe(true);
    expect(withEnv({ PAYMENT_TEST_CARDS: "1", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_URL: "http://localhost:4040" })).toBe(true);
  });

  it("are refused beside Stripe itself, whatever the flag says", () => {
    expect(withEnv({ PAYMENT_TEST_CARDS: "1", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_API_URL: undefined })).toBe(false);
    expect(withEnv({ PAYMENT_TEST_CARDS: "1", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_URL: "https://api.stripe.com" })).toBe(false);
    expect(withEnv({ PAYMENT_TEST_CARDS: "1", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_API_URL: "http://127.0.0.1.evil.example" })).toBe(false);
  });
});
