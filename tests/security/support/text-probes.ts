import { randomUUID } from "node:crypto";
import { isoDay } from "../../support/catalogue-factory";
import { pathOf, textLeaves, withLeaf, type Example, type Session } from "./boundary-probes";

/**
 * Issue #50: what every text field of an example request is sent, one field at a time: a NUL (PostgreSQL's text
 * refuses it) and a lone surrogate (it has no UTF-8 form). A query string or a path carries only the NUL: a lone
 * surrogate cannot be percent-encoded (URLSearchParams sends U+FFFD instead).
 */
const UNSTORABLE_JSON = ["\u0000", "\ud800"];
const UNSTORABLE_TEXT = ["\u0000"];

export type TextProbe = { method: string; path: string; body?: string; session: Session; label: string; api: boolean };

/**
 * Each example with one text field (body, query string or [segment]) ending in each unstorable character in turn. A
 * route handler must answer 4xx (`api`); a page must not answer 5xx. Examples that exist for a few fields alone
 * (`only`) repeat another example's text and are left out.
 */
export function textProbes(examples: Example[]): TextProbe[] {
  return examples
    .filter((e) => !e.only)
    .flatMap((e) =>
      (["params", "query", "body"] as const).flatMap((part) =>
        textLeaves(e[part] ?? {}).flatMap((leaf) => {
          const path = leaf.split(".");
          const values = part === "body" ? UNSTORABLE_JSON : UNSTORABLE_TEXT;
          return values.map((bad) => {
            const original = path.reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], e[part]);
            const changed = (p: typeof part) => (p === part ? withLeaf(e[p] ?? {}, path, `${String(original)}${bad}`) : (e[p] ?? {}));
            const body = { ...changed("body") };
            if ("idempotencyKey" in body && leaf !== "idempotencyKey") body.idempotencyKey = randomUUID();
            return {
              method: e.method,
              path: pathOf(e, changed("params") as Record<string, string>, changed("query") as Record<string, string>),
              body: e.body ? JSON.stringify(body) : undefined,
              session: e.session,
              label: `unstorable ${part}.${leaf} + ${JSON.stringify(bad)}`,
              api: e.route.startsWith("/api/"),
            };
          });
        }),
      ),
    );
}

/**
 * Valid requests of the routes that read text but no number (those that read a number are in numeric-examples.ts).
 * Writes name what nobody has (a wrong password, an unknown reference or token), so no probe changes anything even
 * when the server wrongly accepted its text.
 */
export function textExamples(): Example[] {
  const [checkin, checkout] = [isoDay(10), isoDay(12)];
  const contact = { title: 2, firstName: "Fuzz", lastName: "Probe", email: "fuzz-probe@example.test" };
  return [
    { method: "GET", route: "/api/places/car-locations", session: "guest", query: { q: "lis" } },
    { method: "GET", route: "/api/places/airports", session: "guest", query: { q: "lis" } },
    { method: "GET", route: "/api/places/destinations", session: "guest", query: { q: "lis", lang: "en" } },
    { method: "GET", route: "/api/places/transfer-points", session: "guest", query: { q: "lis" } },
    { method: "GET", route: "/api/agent/clients", session: "agent", query: { q: "fuzz" } },
    { method: "GET", route: "/api/payments/return", session: "guest", query: { session_id: "cs_test_fuzz" } },
    { method: "GET", route: "/api/payments/cancel", session: "guest", query: { ref: "TS-FUZZPROB", key: "k".repeat(32) } },
    { method: "GET", route: "/api/flights/search", session: "guest", query: { origin: "LHR", destination: "JFK", departureDate: checkin, adults: "1" } },
    { method: "GET", route: "/api/flights/ancillaries", session: "guest", query: { offerId: "off_TEhSfEpGS3xmdXp6cHJvYmU" } },
    {
      method: "GET",
      route: "/api/cars/search",
      session: "guest",
      query: { pickup: "LIS", pickupDate: checkin, pickupTime: "10:00", dropoffDate: checkout, dropoffTime: "10:00" },
    },
    {
      method: "GET",
      route: "/api/transfers/offers",
      session: "guest",
      query: { airport: "LIS", address: "Rua Augusta 1", date: checkin, time: "10:00", passengers: "1" },
    },
    { method: "GET", route: "/api/general/getCurrencyRate", session: "guest", query: { fromCurrency: "USD", toCurrency: "EUR" } },
    { method: "GET", route: "/api/general/getCssPreAndPostLogin", session: "guest", query: { pageCode: "home", apikey: "fuzz" } },
    {
      method: "POST",
      route: "/api/referral/click",
      session: "guest",
      body: { referral_code: "FUZZCODE", referral_name: "Fuzz", landing_url: "/hotels", redirect: "/" },
    },
    {
      method: "POST",
      route: "/api/social/start",
      session: "guest",
      body: { provider: "google", mode: "signup", returnTo: "/", accesscode: "FUZZ", referral_code: "FUZZ", trip_id: "1" },
    },
    { method: "POST", route: "/api/signUp/invitation", session: "guest", body: { key: "fuzz-invitation-key" } },
    // The owner's answer to an agent link (lib/agent/link-decision.ts): an unknown key is a 404, a NUL in it a 400.
    { method: "POST", route: "/api/agent-link", session: "guest", body: { key: "fuzz-agent-link-key", decision: "decline" } },
    { method: "POST", route: "/api/signUp/checkAccountForExists", session: "guest", body: { jsonSigUp: { email_id: "fuzz-exists@example.test" } } },
    { method: "POST", route: "/api/auth/forgotPassword", session: "guest", body: { email: "fuzz-forgot@example.test" } },
    { method: "POST", route: "/api/auth/checkLogin", session: "guest", body: { token: "fuzz-token" } },
    { method: "POST", route: "/api/profile/updatePrefCurrLang", session: "member", body: { language: "en", currency: "USD" } },
    { method: "POST", route: "/api/booking/manage", session: "guest", body: { reference: "TS-FUZZ0001", email: "fuzz-probe@example.test" } },
    {
      method: "POST",
      route: "/api/orders",
      session: "member",
      body: {
        product: "flight",
        offerId: "off_fuzz0000",
        expectedTotalMinor: 100,
        expectedCurrency: "USD",
        travellers: [],
        contact,
        idempotencyKey: randomUUID(),
      },
    },
    {
      method: "POST",
      route: "/api/auth/changePassword",
      session: "member",
      body: { currentPassword: "Wrong!2026a", password: "Trip!2026b", confirmPassword: "Trip!2026b" },
    },
    { method: "POST", route: "/api/auth/resendVerification", session: "guest", body: { email: "fuzz-resend@example.test" } },
    {
      method: "POST",
      route: "/api/auth/resetPassword",
      session: "guest",
      body: { key: "fuzz-reset-key-0000", password: "Trip!2026b", confirmPassword: "Trip!2026b" },
    },
    { method: "POST", route: "/api/booking/cancel", session: "member", body: { reference: "TS-FUZZ0001" } },
    { method: "POST", route: "/api/booking/pay-due", session: "member", body: { reference: "TS-FUZZ0001", idempotencyKey: randomUUID() } },
    { method: "POST", route: "/api/booking/get-paymentcard-by-user", session: "member", body: { currency: "USD" } },
    { method: "GET", route: "/api/booking/manage", session: "guest", query: { token: "fuzz-manage-token" } },
    { method: "GET", route: "/api/booking/manage/calendar", session: "guest", query: { token: "fuzz-manage-token" } },
    { method: "POST", route: "/api/booking/manage/cancel", session: "guest", body: { token: "fuzz-manage-token" } },
    // A name correction names a booking nobody has (the member's) or a token nobody holds (the guest's): nothing changes.
    { method: "POST", route: "/api/booking/correct-name", session: "member", body: { reference: "TS-FUZZ0001", firstName: "Fuzz", lastName: "Probe" } },
    { method: "POST", route: "/api/booking/manage/correct-name", session: "guest", body: { token: "fuzz-manage-token", firstName: "Fuzz", lastName: "Probe" } },
    // A date change names a booking nobody has, or a token nobody holds: nothing is priced, charged or moved.
    {
      method: "POST",
      route: "/api/booking/change-dates",
      session: "member",
      body: { reference: "TS-FUZZ0001", checkIn: "2027-03-01", checkOut: "2027-03-03" },
    },
    {
      method: "POST",
      route: "/api/booking/manage/change-dates",
      session: "guest",
      body: { token: "fuzz-manage-token", checkIn: "2027-03-01", checkOut: "2027-03-03", confirm: true, idempotencyKey: randomUUID() },
    },
    { method: "POST", route: "/api/booking/add-bags", session: "member", body: { reference: "TS-FUZZ0001", services: [{ id: "ase_fuzz0001", quantity: 1 }] } },
    {
      method: "POST",
      route: "/api/booking/manage/add-bags",
      session: "guest",
      body: { token: "fuzz-manage-token", services: [{ id: "ase_fuzz0001", quantity: 1 }], confirm: true, idempotencyKey: randomUUID() },
    },
    { method: "POST", route: "/api/booking/change-flight", session: "member", body: { reference: "TS-FUZZ0001", sliceIndex: 0, departureDate: "2027-03-01" } },
    {
      method: "POST",
      route: "/api/booking/manage/change-flight",
      session: "guest",
      body: { token: "fuzz-manage-token", departureDate: "2027-03-01", offerId: "oco_fuzz0001", confirm: true, idempotencyKey: randomUUID() },
    },
    { method: "POST", route: "/api/booking/manage/pay-due", session: "guest", body: { token: "fuzz-manage-token", idempotencyKey: randomUUID() } },
    { method: "POST", route: "/api/profile/delete", session: "member", body: { confirm: "DELETE", password: "Wrong!2026a" } },
    { method: "POST", route: "/api/profile/email", session: "member", body: { email: "fuzz-new-address@example.test", password: "Wrong!2026a" } },
    { method: "POST", route: "/api/profile/travel", session: "member", body: { dateOfBirth: "1990-01-31", gender: "female", seatPreference: "aisle" } },
    { method: "POST", route: "/api/quote/book", session: "guest", body: { key: "fuzz-quote-key-0000", idempotencyKey: randomUUID() } },
    { method: "GET", route: "/api/referral/getCampaignList", session: "guest", query: { campaign_type: "referral", ts: "1" } },
    { method: "POST", route: "/api/walletUser/getPaymentCardByOrg", session: "member", body: { payment_product_code: "HLT", payment_card_currency: "USD" } },
    { method: "GET", route: "/flight/checkout", session: "guest", query: { offer: "off_fuzz0000" } },
    { method: "GET", route: "/transfers/checkout", session: "guest", query: { offer: "trf_fuzz0000" } },
  ];
}
