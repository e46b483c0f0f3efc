import { addDays, todayIn } from "@/lib/org/calendar";
import type { FlightChoice } from "@/lib/suppliers/flights/fare-families";
import { catalogueStatement, offerStatement } from "@/lib/terms/of";
import { orderTerms } from "@/lib/terms/refund";
import { termsBadge, termsText } from "@/lib/terms/words";
import { call } from "../support/http";
import { closeTestDb, createProperty, testDb, uniqueWord } from "../support/factories";
import { engineWords, memberReading, testIdTexts } from "../support/terms-pages";
import { dateWithDay } from "../support/flights";
import { waitForMail } from "../support/mail";
import { bookStay } from "../support/stay-booking";

afterAll(closeTestDb);
jest.setTimeout(120_000);

/**
 * Issue #51's rule, over HTTP, for the places its agreement test (terms-agree.test.ts) does not read: the results'
 * badge, the confirmation e-mail's policy line and the flight checkout summary's refund row are the terms engine's
 * (lib/terms termsBadge / termsText) for the same offer — and a stay's deadline days are its property's place's
 * calendar days, not the organisation's, from the results to the cancellation's refund.
 */

const words = engineWords("en-US");
const member = () => memberReading("en-US");

/**
 * A zone whose date now is not the organisation's: Kiritimati (UTC+14) is a day ahead of New York for 19 hours of
 * each day, Pago Pago (UTC−11) a day behind for the other 5 — one of them always differs, whatever the hour of the run.
 */
function zoneOnAnotherDay(orgZone: string, now: Date): { zone: string; zoneToday: string; orgToday: string } {
  const orgToday = todayIn(orgZone, now);
  for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
    const zoneToday = todayIn(zone, now);
    if (zoneToday !== orgToday) return { zone, zoneToday, orgToday };
  }
  throw new Error(`no zone on another day than ${orgZone} at ${now.toISOString()}`);
}

describe("a stay's policy, stated and kept in its property's zone", () => {
  it("the results' badge, the confirmation e-mail and the trip's cancellation say and give what the engine says for the place's calendar", async () => {
    const { user, cookies, org } = await member();
    const now = new Date();
    const { zone, zoneToday, orgToday } = zoneOnAnotherDay(org.timeZone, now);
    // The last free day is the earlier of the two "todays": free by one calendar, over by the other.
    const lastFree = zoneToday < orgToday ? zoneToday : orgToday;
    const freeCancelDays = 10;
    const checkIn = addDays(lastFree, freeCancelDays + 1);
    const checkOut = addDays(checkIn, 2);
    const freeInZone = zoneToday <= lastFree;
    const city = uniqueWord("Zon");
    const { property, rooms } = await createProperty({
      name: `Date Line Inn ${city}`,
      city,
      timeZone: zone,
      cancellationPolicy: "FREE_CANCELLATION",
      freeCancelDays,
      rooms: [{ publicRateMinor: 20_000, memberRateMinor: 20_000 }],
    });
    const sold = { cancellationPolicy: "FREE_CANCELLATION", freeCancelDays, productCode: "HLT" };
    const inZone = catalogueStatement({ ...sold, timeZone: zone }, checkIn, now, org.timeZone);
    // The test has teeth: the organisation's calendar would say the other thing.
    expect(inZone.now.kind).toBe(freeInZone ? "all" : "share");
    expect(catalogueStatement(sold, checkIn, now, org.timeZone).now.kind).toBe(freeInZone ? "share" : "all");

    // The results' badge is the engine's for this property's place.
    const results = await (await call(`/search-detail?destination=${city}&checkin=${checkIn}&checkout=${checkOut}&guests=2&rooms=1`, { cookies })).text();
    expect(testIdTexts(results, "result-cancellation")).toEqual([termsBadge(inZone, words).text]);

    // Booked: the stored terms carry the place's zone; the e-mail's policy line is the engine's sentence for them.
    const booked = await bookStay({ cookies, propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut, travellerEmail: user.email });
    expect(booked.status).toBe(200);
    const { reference } = (await booked.json()).data;
    const items = await testDb().orderItem.findMany({ where: { reservation: { reference } } });
    expect(items.map((i) => i.terms)).toEqual([{ policy: "FREE_CANCELLATION", freeCancelDays, timeZone: zone }]);
    const statement = orderTerms(items, new Date(), org.timeZone).statements[0]!;
    expect(statement.now).toEqual(inZone.now);
    const mail = await waitForMail(user.email, { subject: new RegExp(reference) });
    const policy = mail.text.split("\n\n").find((block) => block.startsWith("Cancellation policy:"));
    expect(policy?.split("\n").at(-1)).toBe(termsText(statement, words));

    // And cancelling gives back what was said: everything in the free period, half after it.
    const cancelled = (await (await call("/api/booking/cancel", { body: { reference }, cookies })).json()).data;
    const total = (await testDb().order.findUniqueOrThrow({ where: { reference } })).cardPaidMinor;
    expect(cancelled.refundMinor).toBe(freeInZone ? total : Math.floor(total / 2));
  });

  it("the e-mail of a stay with no free period and of a partly refundable one is the engine's sentence", async () => {
    const { user, cookies, org } = await member();
    for (const cancellationPolicy of ["NON_REFUNDABLE", "PARTIAL_REFUND"] as const) {
      const city = uniqueWord("Pol");
      const { property, rooms } = await createProperty({
        city,
        timeZone: "Asia/Tokyo",
        cancellationPolicy,
        rooms: [{ publicRateMinor: 15_000, memberRateMinor: 15_000 }],
      });
      const checkIn = addDays(todayIn("Asia/Tokyo"), 12);
      const booked = await bookStay({ cookies, propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut: addDays(checkIn, 1) });
      const { reference } = (await booked.json()).data;
      const items = await testDb().orderItem.findMany({ where: { reservation: { reference } } });
      const expected = termsText(orderTerms(items, new Date(), org.timeZone).statements[0]!, words);
      const mail = await waitForMail(user.email, { subject: new RegExp(reference) });
      expect([cancellationPolicy, mail.text.includes(`Cancellation policy:\n${expected}`)]).toEqual([cancellationPolicy, true]);
    }
  });
});

describe("the flight checkout summary's refund row", () => {
  it("is the engine's badge for the fare, refundable less a fee or not at all", async () => {
    const { cookies, org } = await member();
    const q = new URLSearchParams({ from: "LHR", to: "JFK", depart: dateWithDay(0, 26), adults: "1" });
    const trips = (await (await call(`/api/flights/search?${q}`, { cookies })).json()).data.results.items as FlightChoice[];
    // Each trip is listed at its cheapest fare, with its fare families (Light, Standard, Flex) beside it.
    const found = trips.flatMap((t) => t.fares);
    const flex = found.find((o) => o.details.conditions.refundable);
    const light = found.find((o) => !o.details.conditions.refundable);
    expect([!!flex, !!light]).toEqual([true, true]);
    for (const offer of [flex!, light!]) {
      const html = await (await call(`/flight/checkout?offer=${encodeURIComponent(offer.id)}`, { cookies })).text();
      const expected = termsBadge(offerStatement(offer, new Date(), org.timeZone), words).text;
      expect(testIdTexts(html, "summary-refund")).toEqual([expected]);
    }
    expect(termsBadge(offerStatement(flex!, new Date()), words).text).toMatch(/^Refundable less a \$\d+\.\d\d fee$/);
  });
});
