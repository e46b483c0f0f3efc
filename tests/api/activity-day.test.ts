import { randomUUID } from "node:crypto";
import { createFormatter } from "next-intl";
import en from "@/messages/en-US.json";
import { formatMoney } from "@/lib/locale/format";
import { sharedTranslator } from "@/lib/locale/translations";
import { addDays, todayIn } from "@/lib/org/calendar";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { localToInstant } from "@/lib/suppliers/wall-clock.mjs";
import { orderTerms } from "@/lib/terms/refund";
import { termsText, type TermsT, type TermsWords } from "@/lib/terms/words";
import { call, setCookies } from "../support/http";
import { closeTestDb, createProperty, createUser, TEST_PASSWORD, testDb, uniqueWord } from "../support/factories";
import { waitForMail } from "../support/mail";
import { paidCheckout } from "../support/paid-checkout";

afterAll(closeTestDb);
jest.setTimeout(120_000);

/**
 * An activity's day and times are its place's (issue #51): a tour at 09:30 in Auckland (UTC+13 in summer) is found,
 * listed, booked and stated on its Auckland day — not on the UTC day before — and one at 20:00 in Honolulu (UTC−10)
 * on its Honolulu day, not the UTC day after; its last free day is counted back from that day, and cancelling then
 * gives back what was said.
 */

const words = (timeZone: string): TermsWords => ({
  t: sharedTranslator({ locale: "en-US", messages: en, timeZone, namespace: "Terms" }) as unknown as TermsT,
  format: createFormatter({ locale: "en-US", timeZone }),
  money: (minor, currency) => formatMoney(minor, currency, "en-US"),
});
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  const cookies = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]!, lan_code: "en-US" };
  const org = await testDb().organization.findUniqueOrThrow({ where: { id: user.orgId } });
  return { user, cookies, org };
}

/** A tour of its own at `local` o'clock, ten days ahead in its place's calendar. */
async function tourAt(zone: string, local: string) {
  const day = addDays(todayIn(zone), 10);
  const city = uniqueWord("Tz");
  const startsAt = new Date(localToInstant(`${day}T${local}`, zone));
  const { property, slots } = await createProperty({
    productCode: "ACT",
    name: `Harbour Walk ${city}`,
    city,
    timeZone: zone,
    cancellationPolicy: "FREE_CANCELLATION",
    freeCancelDays: 1,
    slots: [{ day: 10, at: startsAt, capacity: 8, publicPriceMinor: 5_000, memberPriceMinor: 5_000 }],
  });
  return { day, city, startsAt, property, slot: slots[0]! };
}

type Found = { results: { property: { id: number }; cheapestRoom: { slotId?: number; startsAt?: string } }[] };
async function found(city: string, checkIn: string, checkOut: string): Promise<Found> {
  const res = await call(`/api/search?product=activities&destination=${city}&checkin=${checkIn}&checkout=${checkOut}&guests=2`);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

describe("an activity's day is its place's", () => {
  it("Auckland at 09:30 (the UTC day before) and Honolulu at 20:00 (the UTC day after) are searched and listed on their own day", async () => {
    const akl = await tourAt("Pacific/Auckland", "09:30");
    const hnl = await tourAt("Pacific/Honolulu", "20:00");
    expect(akl.startsAt.toISOString().slice(0, 10)).toBe(addDays(akl.day, -1));
    expect(hnl.startsAt.toISOString().slice(0, 10)).toBe(addDays(hnl.day, 1));

    // Searched for its day (and the next), each is found with its slot; searched for the days after, neither is.
    for (const t of [akl, hnl]) {
      const on = await found(t.city, t.day, addDays(t.day, 1));
      expect(on.results.map((r) => r.cheapestRoom.slotId)).toEqual([t.slot.id]);
      expect((await found(t.city, addDays(t.day, 1), addDays(t.day, 2))).results).toEqual([]);
    }
    // Honolulu's evening tour is on the last day of a search ending on its day, though that is the next day in UTC.
    expect((await found(hnl.city, addDays(hnl.day, -1), hnl.day)).results.map((r) => r.cheapestRoom.slotId)).toEqual([hnl.slot.id]);
    // Auckland's morning tour is not on the day before, though that is its UTC day.
    expect((await found(akl.city, addDays(akl.day, -2), addDays(akl.day, -1))).results).toEqual([]);

    // The details page lists each slot for its day, at its local time with the zone named.
    for (const t of [akl, hnl]) {
      const html = await (await call(`/hotel-details?id=${t.property.id}&checkin=${t.day}&checkout=${addDays(t.day, 1)}&guests=2`)).text();
      expect(html).toContain(`slot=${t.slot.id}&amp;guests=2`);
      expect(decode(html)).toContain(
        placeTimeText(localeFormat("en-US"), t.startsAt, t.property.id === akl.property.id ? "Pacific/Auckland" : "Pacific/Honolulu"),
      );
    }
  });

  it("booked: the trip's day, its time and its last free day are Auckland's, on the checkout, the trip page, the e-mail and the cancellation", async () => {
    const { user, cookies, org } = await member();
    const t = await tourAt("Pacific/Auckland", "09:30");
    const when = placeTimeText(localeFormat("en-US"), t.startsAt, "Pacific/Auckland");
    expect(when).toMatch(/9:30\sAM/);

    const checkout = decode(await (await call(`/hotel-checkout?property=${t.property.id}&slot=${t.slot.id}&guests=2`, { cookies })).text());
    expect(checkout).toContain(when);

    const res = await paidCheckout("/api/booking/book-activity", {
      body: {
        propertyId: t.property.id,
        slotId: t.slot.id,
        guests: 2,
        traveler: { title: 2, firstName: "Aroha", lastName: "Walker", email: user.email },
        idempotencyKey: randomUUID(),
      },
      cookies,
    });
    expect(res.status).toBe(200);
    const { reference } = (await res.json()).data;

    // Stored with the place's zone; the engine reads its day as Auckland's and its last free day two days before.
    const items = await testDb().orderItem.findMany({ where: { reservation: { reference } } });
    expect(items.map((i) => i.terms)).toEqual([{ policy: "FREE_CANCELLATION", freeCancelDays: 1, timeZone: "Pacific/Auckland" }]);
    const statement = orderTerms(items, new Date(), org.timeZone).statements[0]!;
    expect(statement.until).toEqual({ day: addDays(t.day, -2) });
    const sentence = termsText(statement, words(org.timeZone));
    expect(checkout).toContain(sentence);

    const listed = (await (await call("/api/reservations", { body: {}, cookies })).json()).data.find((b: { reference: string }) => b.reference === reference);
    expect(listed).toMatchObject({ checkIn: t.day, checkOut: t.day, cancellable: true });
    expect(listed.refundIfCancelledMinor).toBe(listed.cardPaidMinor);

    const trip = decode(await (await call(`/user/my-trips/${reference}`, { method: "GET", cookies, headers: { accept: "text/html" } })).text());
    expect(trip).toContain(when);
    expect(trip).toContain(sentence);

    const mail = await waitForMail(user.email, { subject: new RegExp(reference) });
    expect(mail.text).toContain(when);
    expect(mail.text).toContain(sentence);

    // Free until the end of its last free day in Auckland: everything comes back.
    const cancelled = (await (await call("/api/booking/cancel", { body: { reference }, cookies })).json()).data;
    expect(cancelled.refundMinor).toBe(listed.cardPaidMinor);
  });
});
