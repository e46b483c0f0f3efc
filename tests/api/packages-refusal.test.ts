import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { getOrgByHost } from "@/lib/org/get-org-by-host";
import { bookPackage } from "@/lib/packages/book-package";
import { quotePackage } from "@/lib/packages/quote-package";
import { ZBookPackage } from "@/lib/packages/schemas";
import { flightModule } from "@/lib/suppliers/flights";
import { duffelFlights } from "@/lib/suppliers/flights/duffel-supplier";
import { SupplierError } from "@/lib/suppliers/seam";
import { startDuffelStandIn, type DuffelStandIn } from "@/scripts/stand-ins/duffel.mjs";
import { closeTestDb, createUser } from "../support/factories";
import { availabilityOf, isoDay } from "../support/catalogue-factory";
import { createPackageDestination, tripDay } from "../support/package-factory";
import { adult } from "../support/flights";
import { payHeldOrder, refundRecordingProvider } from "../support/pay-in-process";

/**
 * An airline that refuses the booking after the card was charged and the rooms were held (the seats went between
 * re-pricing and booking): bookPackage in process, against the test database and a Duffel stand-in of its own whose
 * orders are refused.
 */
let standIn: DuffelStandIn;
beforeAll(async () => {
  standIn = await startDuffelStandIn();
  const real = duffelFlights({ token: standIn.token, basePath: standIn.url });
  const refusing = {
    ...real,
    book: async () => {
      throw new SupplierError("SOLD_OUT", "The flight is no longer available.");
    },
  };
  // Searched through the kind's supplier; booked, once paid, through the one named on the order's item.
  jest.spyOn(flightModule, "supplier").mockReturnValue(refusing);
  jest.spyOn(flightModule, "supplierNamed").mockReturnValue(refusing);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await standIn.stop();
  await db.$disconnect();
  await closeTestDb();
});

it("refunds the payment in full, lets the rooms go and leaves no order when the airline refuses after payment on the provider's page", async () => {
  const org = await getOrgByHost("localhost");
  const user = await createUser({ planStatus: "ACTIVE" });
  const dest = await createPackageDestination();
  const day = tripDay(0, 36);
  const [checkIn, checkOut] = [isoDay(day), isoDay(day + 3)];
  const [offer] = await flightModule
    .supplier()
    .search({ origin: "LHR", destination: "LIS", departureDate: checkIn, returnDate: checkOut, adults: 2, children: 0, infants: 0, cabin: "economy" });
  const choice = {
    flightOfferId: offer!.id,
    destination: dest.slug,
    propertyId: dest.property.id,
    roomTypeId: dest.room.id,
    checkIn,
    checkOut,
    rooms: 1,
    adults: 2,
    children: 0,
  };
  const quote = await quotePackage(choice, { org, memberPricing: true });
  if (quote.status !== "AVAILABLE") throw new Error("the package should be available");
  const { provider, refunds } = refundRecordingProvider();
  const passenger = (firstName: string) => adult({ firstName });
  const input = ZBookPackage.parse({
    ...choice,
    expectedTotalMinor: quote.price.totalMinor,
    expectedCurrency: quote.price.currency,
    travellers: [passenger("Ada"), passenger("Grace")],
    contact: { firstName: "Ada", lastName: "Lovelace", email: user.email, phone: "+442071234567" },
    idempotencyKey: randomUUID(),
  });
  const before = await availabilityOf(dest.room.id, checkIn, checkOut);

  const held = await bookPackage(input, { org, user: { id: user.id, canUserBook: 1, email: user.email }, displayCurrency: "USD", hosted: provider });
  const settled = await payHeldOrder(held, { provider });
  expect(settled).toMatchObject({ status: "ENDED", why: "refunded" });
  expect(settled.status === "ENDED" && settled.message).toMatch(/no longer available.*Your payment has been refunded in full\.$/);
  expect(refunds).toEqual([quote.price.totalMinor]);
  expect(await db.order.count({ where: { userId: user.id, status: "CONFIRMED" } })).toBe(0);
  expect(await availabilityOf(dest.room.id, checkIn, checkOut)).toEqual(before);
});
