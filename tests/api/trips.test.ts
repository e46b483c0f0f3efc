import { randomUUID } from "node:crypto";
import { BASE_URL, call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { createStayProperty, isoDay } from "../support/catalogue-factory";
import { createCard } from "../support/wallet-factory";
import { waitForMail } from "../support/mail";
import { formatMoney } from "@/lib/locale/format";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);
// Each test books (or writes) several orders and reads them back over HTTP: room for a loaded machine.
jest.setTimeout(90_000);
const traveler = { title: 2, firstName: "Tess", lastName: "Traveller", email: "t@example.test" };

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

/** A member (reading French) books one night, $100 + 10% tax = $110: a $50 certificate, then $60 by card. */
async function bookedStay() {
  const owner = await signedIn({ planStatus: "ACTIVE" });
  await testDb().user.update({ where: { id: owner.user.id }, data: { languageCode: "fr-FR" } });
  const cert = await createCard(owner.user, {
    type: "CERTIFICATE",
    services: ["HLT"],
    amountMinor: 5_000,
    code: `CERT-${randomUUID().slice(0, 8).toUpperCase()}`,
  });
  const { property, rooms } = await createStayProperty({ rooms: [{ publicRateMinor: 10_000, memberRateMinor: 10_000, available: 2 }] });
  const res = await paidCheckout("/api/booking/book", {
    body: {
      propertyId: property.id,
      roomTypeId: rooms[0]!.id,
      checkIn: isoDay(20),
      checkOut: isoDay(21),
      guests: 2,
      rooms: 1,
      traveler,
      wallet: { certificateId: cert.id },
      idempotencyKey: randomUUID(),
    },
    cookies: owner.cookies,
  });
  expect(res.status).toBe(200);
  return { ...owner, cert, reference: (await res.json()).data.reference as string };
}

describe("GET /api/trips/{reference}/calendar", () => {
  it("gives the owner an RFC 5545 file; a stranger hears 404, a guest 401, a malformed reference 400, an unknown one 404", async () => {
    const { cookies, reference } = await bookedStay();
    const res = await call(`/api/trips/${reference}/calendar`, { method: "GET", cookies });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${reference}.ics"`);
    const body = await res.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const unfolded = body.replace(/\r\n /g, "");
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${isoDay(20).replace(/-/g, "")}`);
    expect(unfolded).toContain(`DTEND;VALUE=DATE:${isoDay(21).replace(/-/g, "")}`);
    const uid = /UID:(\S+)/.exec(unfolded)![1]!;
    expect(uid).toContain(reference);
    // The same item, the same UID: importing again updates the event.
    expect(await (await call(`/api/trips/${reference}/calendar`, { method: "GET", cookies })).text()).toBe(body);

    const stranger = await signedIn();
    expect((await call(`/api/trips/${reference}/calendar`, { method: "GET", cookies: stranger.cookies })).status).toBe(404);
    expect((await call(`/api/trips/${reference}/calendar`, { method: "GET" })).status).toBe(401);
    const bad = await call(`/api/trips/${encodeURIComponent("no such;ref")}/calendar`, { method: "GET", cookies });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual([{ path: "reference", message: "Not a booking reference" }]);
    expect((await call(`/api/trips/TS-ZZZZZZZZ/calendar`, { method: "GET", cookies })).status).toBe(404);
  });
});

describe("GET /api/trips", () => {
  it("lists the member's own trips as My Trips and the booking history show them, in the visitor's language and currency", async () => {
    const { cookies, reference } = await bookedStay();
    const trips = async (query: string, extra: Record<string, string> = {}) =>
      call(`/api/trips?${query}`, { method: "GET", cookies: { ...cookies, ...extra } });

    const mine = await trips("view=trips");
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    const { data } = await mine.json();
    expect(data.view).toBe("trips");
    expect(data.past).toEqual([]);
    expect(data.upcoming).toHaveLength(1);
    const [card] = data.upcoming;
    expect(card).toMatchObject({ reference, status: "CONFIRMED", statusLabel: "Confirmed", payStatus: "PAID", cancellable: true, refund: null, owing: null });
    expect(card.paid).toBe(`Paid ${formatMoney(11_000, "USD", "en-US")}`);
    expect(card.referenceText).toBe(`Ref. ${reference}`);
    // Free cancellation: the card part and the certificate's $50 both come back, as the cancellation will do it.
    expect(card.cancelText).toContain(formatMoney(6_000, "USD", "en-US"));
    expect(card.cancelText).toContain(`${formatMoney(5_000, "USD", "en-US")} goes back to your certificate`);

    const french = (await (await trips("view=history", { lan_code: "fr-FR", currency_code: "EUR" })).json()).data;
    expect(french.view).toBe("history");
    expect(french.all.map((c: { reference: string }) => c.reference)).toEqual([reference]);
    expect(french.all[0].statusLabel).toBe("Confirmée");
    // The card was charged dollars: said in dollars, the euros now chosen beside them (issue #51 item 4).
    expect(french.all[0].paid).toMatch(/^Payé\s?:\s110,00\s\$US\s\(environ\s[\d\s]+,\d\d\s€\)$/);

    const stranger = await signedIn();
    const theirs = (await (await call("/api/trips?view=history", { method: "GET", cookies: stranger.cookies })).json()).data;
    expect(theirs.all).toEqual([]);
  });

  it("answers 401 signed out and 400 naming the field for another view", async () => {
    const { cookies } = await signedIn();
    expect((await call("/api/trips?view=trips", { method: "GET" })).status).toBe(401);
    for (const query of ["view=upcoming", "", "view=TRIPS"]) {
      const bad = await call(`/api/trips?${query}`, { method: "GET", cookies });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields.map((f: { path: string }) => f.path)).toEqual(["view"]);
    }
    expect((await call("/api/trips?view=trips", { cookies, body: {} })).status).toBe(405);
  });
});

describe("the trip page and the confirmation e-mail", () => {
  it("shows the owner their trip and nobody else; the e-mail says the card and wallet parts in the member's language, with the trip page's link", async () => {
    const { user, cookies, cert, reference } = await bookedStay();
    const page = await call(`/user/my-trips/${reference}`, { method: "GET", cookies, headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(reference);
    expect(html).toContain("openstreetmap.org/?mlat=25.77000&amp;mlon=-80.19000");
    const stranger = await signedIn();
    expect((await call(`/user/my-trips/${reference}`, { method: "GET", cookies: stranger.cookies, headers: { accept: "text/html" } })).status).toBe(404);

    const mail = await waitForMail(user.email, { subject: new RegExp(`Réservation confirmée : .* \\(${reference}\\)`) });
    expect(mail.text).toContain(`Certificat ${cert.cardCode}: ${formatMoney(5_000, "USD", "fr-FR")}`);
    expect(mail.text).toContain(`Payé par la carte se terminant par 4242: ${formatMoney(6_000, "USD", "fr-FR")}`);
    expect(mail.text).toContain(`Montant total: ${formatMoney(11_000, "USD", "fr-FR")}`);
    expect(mail.text).toContain("Annulation gratuite jusqu’au");
    expect(mail.text).toContain(`${BASE_URL}/user/my-trips/${reference}`);
  });
});
