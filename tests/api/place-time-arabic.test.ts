import { randomUUID } from "node:crypto";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, testDb, TEST_PASSWORD } from "../support/factories";
import { extractLink, waitForMail } from "../support/mail";
import { bookOffer, car, cruise, transfer, type Zones } from "../support/kind-offers";

afterAll(closeTestDb);
// Six bookings through the provider's page, each read back on three pages: room for a loaded machine.
jest.setTimeout(180_000);

/**
 * Issue #51 item 3 in Arabic, over HTTP: a Miami transfer, a LAX car and a cruise from Miami, booked through
 * /api/orders as a traveller reading Arabic does. The trip page, the confirmation e-mail the server sent (read from the
 * mail catcher) and the guest manage page opened from a guest's e-mail give each time on its place's clock, in
 * Arabic-Indic digits. The expected texts are Intl's own for the place's IANA zone, written here — not the site's
 * formatter (lib/orders/place-time.ts), which this test is to check.
 */

const AR = { lan_code: "ar-SA" };

/** A date with its time on a place's clock, the zone named, as an Arabic reader expects it (Gregorian calendar). */
const arabicLocal = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("ar-SA", {
    calendar: "gregory",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "longGeneric",
  }).format(at);

/** The hour and minute on a place's clock in Western digits, to check the Arabic text against by hand. */
const clock = (at: Date, timeZone: string) => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at);
const ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";
const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!);

type Moment = { at: Date; zone: string };
/** A booking: its item's times, and the minutes of its own record (booked, changed) on the organisation's clock. */
type Placed = {
  reference: string;
  email: string;
  times: Moment[];
  /** A cruise's calls, each port's arrival and departure: a table gives their hour alone, on the port's clock. */
  calls: Moment[];
  recorded: Moment[];
};

async function arabicMember() {
  const user = await createUser({ planStatus: "ACTIVE", languageCode: "ar-SA" });
  const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(login)["next-auth.session-token"]!, ...AR } };
}

/**
 * When the booking was made and confirmed, as the trip page's record of it says: the organisation's clock (not a
 * place's), every minute from its creation to now.
 */
async function recordedMinutes(reference: string): Promise<Moment[]> {
  const order = await testDb().order.findUniqueOrThrow({ where: { reference }, include: { org: { select: { timeZone: true } } } });
  const minutes: Moment[] = [];
  for (let at = order.createdAt.getTime() - 60_000; at <= Date.now() + 60_000; at += 60_000) minutes.push({ at: new Date(at), zone: order.org.timeZone });
  return minutes;
}

/**
 * The item's times as stored, each with the zone of its place: the start, the end where the kind tells it (a transfer's
 * drop-off is an estimate no page gives), and the free-cancellation deadline, on the clock of the start's place.
 */
async function itemTimes(reference: string, zones: Zones) {
  const [item] = await testDb().orderItem.findMany({ where: { reservation: { reference } } });
  const freeUntil = (item!.terms as { freeUntil?: string }).freeUntil;
  const times = [
    { at: item!.startsAt, zone: zones.start },
    ...(zones.end ? [{ at: item!.endsAt, zone: zones.end }] : []),
    ...(freeUntil ? [{ at: new Date(freeUntil), zone: zones.start }] : []),
  ];
  type Call = { arriveAt: string | null; departAt: string | null; port: { timeZone: string } | null };
  const itinerary = (item!.details as { itinerary?: Call[] }).itinerary ?? [];
  const calls = itinerary.flatMap((c) => (c.port ? [c.arriveAt, c.departAt].flatMap((at) => (at ? [{ at: new Date(at), zone: c.port!.timeZone }] : [])) : []));
  return { times, calls };
}

/**
 * Every time of the booking, as Intl writes it in Arabic on its place's clock, is in `text`, and every clock time
 * `text` shows (h:mm in Arabic-Indic digits) is one of them: no time on another clock, none in Western digits.
 */
function expectLocalTimes(text: string, o: Placed, where: string, { itinerary }: { itinerary: boolean }) {
  for (const { at, zone } of o.times) {
    const expected = arabicLocal(at, zone);
    // The hand check: the Arabic text's hour and minute are the place's, in Arabic-Indic digits.
    const [h, m] = clock(at, zone).split(":").map(Number) as [number, number];
    expect(expected).toContain(toArabicDigits(`${h % 12 || 12}:${String(m).padStart(2, "0")}`));
    expect([where, o.reference, text.includes(expected) ? expected : `missing: ${expected}`]).toEqual([where, o.reference, expected]);
  }
  // The pages give a cruise's itinerary, port by port; the e-mail its start and end.
  for (const { at, zone } of itinerary ? o.calls : []) {
    const hour = new Intl.DateTimeFormat("ar-SA", { hour: "numeric", minute: "2-digit", timeZone: zone }).format(at);
    expect([where, o.reference, text.includes(hour) ? hour : `missing: ${hour}`]).toEqual([where, o.reference, hour]);
  }
  const clocks = new Set([...o.times, ...o.calls, ...o.recorded].map(({ at, zone }) => /[٠-٩]{1,2}:[٠-٩]{2}/.exec(arabicLocal(at, zone))![0]));
  const shown = new Set(text.match(/[٠-٩]{1,2}:[٠-٩]{2}/g) ?? []);
  expect([where, [...shown].filter((c) => !clocks.has(c))]).toEqual([where, []]);
  expect([where, text.match(/\b\d{1,2}:\d{2}\b/g) ?? []]).toEqual([where, []]);
}

/** The words a reader sees: the HTML without its scripts (the page's data for React) and tags. */
const htmlText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");

describe("in Arabic, a Miami transfer, a LAX car and a cruise from Miami: their places' local times on every page and e-mail", () => {
  it("the member's trip page and confirmation e-mail, and the guest's confirmation e-mail and manage page", async () => {
    const { user, cookies } = await arabicMember();
    const kinds = [() => transfer(AR), (n: number) => car(AR, n), (n: number) => cruise(cookies, n)];

    for (const kind of kinds) {
      const offer = await kind(0);
      // A member who reads Arabic: the trip page and the e-mail in Arabic.
      const reference = await bookOffer(offer, user.email, cookies);
      const member: Placed = { reference, email: user.email, ...(await itemTimes(reference, offer.zones)), recorded: await recordedMinutes(reference) };
      const trip = await call(`/user/my-trips/${reference}`, { cookies, headers: { accept: "text/html" } });
      expect(trip.status).toBe(200);
      expectLocalTimes(htmlText(await trip.text()), member, `${offer.product} trip page`, { itinerary: true });
      const mail = await waitForMail(user.email, { subject: new RegExp(reference), timeoutMs: 20_000 });
      expectLocalTimes(mail.text, member, `${offer.product} e-mail`, { itinerary: false });

      // A guest booking in Arabic opens the manage page from the link their e-mail gives.
      const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
      const guestOffer = await kind(1);
      const guestRef = await bookOffer(guestOffer, email, AR);
      const guest: Placed = { reference: guestRef, email, ...(await itemTimes(guestRef, guestOffer.zones)), recorded: await recordedMinutes(guestRef) };
      // A guest has no saved language: the e-mail is in the language they booked in.
      const guestMail = await waitForMail(email, { subject: new RegExp(guestRef), timeoutMs: 20_000 });
      expectLocalTimes(guestMail.text, guest, `${offer.product} guest e-mail`, { itinerary: false });
      const link = extractLink(guestMail, "/manage-booking");
      const manage = await call(new URL(link, "http://x").pathname + new URL(link, "http://x").search, { cookies: AR, headers: { accept: "text/html" } });
      expect(manage.status).toBe(200);
      expectLocalTimes(htmlText(await manage.text()), guest, `${offer.product} guest manage page`, { itinerary: true });
    }
  });
});
