import { Duffel } from "@duffel/api";
import { call, setCookies } from "../support/http";
import { closeTestDb, createUser, TEST_PASSWORD, testDb } from "../support/factories";
import { bookedFlight } from "../support/booked-flight";
import { waitForMail } from "../support/mail";

/**
 * A booked flight names the airline's booking reference (the PNR a traveller quotes at the airport, Duffel's
 * `booking_reference`) on the trip page, in the confirmation e-mail and in the calendar file — never the supplier's
 * own order id ("ord_…"), which only this site uses to call Duffel.
 */
afterAll(closeTestDb);

async function member() {
  const user = await createUser({ planStatus: "ACTIVE" });
  const res = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  return { user, cookies: { "next-auth.session-token": setCookies(res)["next-auth.session-token"]! } };
}

describe("the airline's booking reference of a booked flight", () => {
  it("is kept from the airline and shown on the trip page, e-mail and calendar, with no supplier order id", async () => {
    const { user, cookies } = await member();
    const { reference } = await bookedFlight({ cookies, email: user.email, days: 35 });
    const item = await testDb().orderItem.findFirstOrThrow({ where: { reservation: { reference } } });
    expect(item.supplierRef).toMatch(/^ord_/);
    // What the airline (the stand-in, as Duffel) answers for the order.
    const duffel = new Duffel({ token: process.env.DUFFEL_ACCESS_TOKEN ?? "test", basePath: process.env.DUFFEL_API_URL });
    const { data: airlineOrder } = await duffel.orders.get(item.supplierRef!);
    expect(airlineOrder.booking_reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(item.bookingRef).toBe(airlineOrder.booking_reference);
    const line = `Airline booking reference ${item.bookingRef}`;

    const page = await (await call(`/user/my-trips/${reference}`, { cookies })).text();
    expect(page).toContain(line);
    expect(page).not.toContain(item.supplierRef!);
    expect(page).not.toContain("Supplier reference");

    const mail = await waitForMail(user.email, { subject: new RegExp(reference) });
    expect(mail.text).toContain(line);
    expect(mail.text).not.toContain(item.supplierRef!);

    const ics = (await (await call(`/api/trips/${reference}/calendar`, { cookies })).text()).replace(/\r\n /g, "");
    expect(ics).toContain(line);
    expect(ics).not.toContain(item.supplierRef!);
  });
});
