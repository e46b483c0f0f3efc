import { randomUUID } from "node:crypto";
import { PAY_LATER_MIN_DAYS } from "@/lib/booking/pay-later";
import { addDays, todayIn } from "@/lib/org/calendar";
import { call, setCookies } from "../support/http";
import { closeTestDb, createProperty, createUser, TEST_PASSWORD, testDb, uniqueWord } from "../support/factories";
import { paidCheckout, TEST_CARD } from "../support/paid-checkout";

afterAll(closeTestDb);
jest.setTimeout(90_000);

/**
 * Pay later's "today" is the organisation's (lib/booking/pay-later.ts: the charge day at least PAY_LATER_MIN_DAYS after
 * today in the organisation's calendar, the day the due-charge job counts in too): the results' card, the details
 * page, the checkout and the booking decide it on that one calendar — for a property whose own calendar is on another
 * day than the organisation's, at the boundary where the two would disagree.
 */

/** A zone whose date now is not the organisation's (one of the two always differs, whatever the hour). */
function zoneOnAnotherDay(orgZone: string, now: Date): string {
  for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) if (todayIn(zone, now) !== todayIn(orgZone, now)) return zone;
  throw new Error(`no zone on another day than ${orgZone}`);
}

async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  const cookies = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]! };
  const org = await testDb().organization.findUniqueOrThrow({ where: { id: user.orgId } });
  return { cookies, org };
}

const freeCancelDays = 2;

describe("pay later is decided on the organisation's today, everywhere", () => {
  it("the first day it is offered and the day before: the results, the details page, the checkout and the booking agree", async () => {
    const { cookies, org } = await member();
    const zone = zoneOnAnotherDay(org.timeZone, new Date());
    const orgToday = todayIn(org.timeZone);
    const city = uniqueWord("Due");
    const { property, rooms } = await createProperty({
      name: `Date Line Lodge ${city}`,
      city,
      timeZone: zone,
      cancellationPolicy: "FREE_CANCELLATION",
      freeCancelDays,
      rooms: [{ publicRateMinor: 20_000, memberRateMinor: 20_000 }],
      from: 1,
      nights: 20,
    });
    // Due on the last free day: check-in minus freeCancelDays minus one.
    const checkInDueOn = (dueOn: string) => addDays(dueOn, freeCancelDays + 1);
    const cases = [
      { dueOn: addDays(orgToday, PAY_LATER_MIN_DAYS), offered: true },
      { dueOn: addDays(orgToday, PAY_LATER_MIN_DAYS - 1), offered: false },
    ];
    for (const { dueOn, offered } of cases) {
      const checkIn = checkInDueOn(dueOn);
      const checkOut = addDays(checkIn, 1);
      const stay = `checkin=${checkIn}&checkout=${checkOut}&guests=2&rooms=1`;
      const results = await (await call(`/search-detail?destination=${city}&${stay}`, { cookies })).text();
      expect([checkIn, results.includes(`data-testid="result-pay-later" data-due="${dueOn}"`)]).toEqual([checkIn, offered]);
      const details = await (await call(`/hotel-details?id=${property.id}&${stay}`, { cookies })).text();
      expect([checkIn, details.includes('data-testid="policy-pay-later"')]).toEqual([checkIn, offered]);
      const checkout = await (await call(`/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&${stay}`, { cookies })).text();
      expect([checkIn, checkout.includes('data-testid="checkout-pay-later-offer"')]).toEqual([checkIn, offered]);

      const body = { propertyId: property.id, roomTypeId: rooms[0]!.id, checkIn, checkOut, guests: 2, rooms: 1, payLater: true };
      const traveler = { title: 3, firstName: "Paula", lastName: "Later", email: "paula@example.test" };
      const res = await paidCheckout("/api/booking/book", { body: { ...body, traveler, idempotencyKey: randomUUID() }, cookies, card: TEST_CARD });
      if (offered) {
        expect(res.status).toBe(200);
        expect((await res.json()).data.payLater.dueOn).toBe(dueOn);
      } else {
        expect(res.status).toBe(400);
        expect((await res.json()).error.fields[0].path).toBe("payLater");
      }
    }
  });
});
