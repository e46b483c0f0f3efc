import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { sandboxProvider } from "@/lib/booking/payments/sandbox";
import type { PaymentProvider } from "@/lib/booking/payments/provider";
import { AppError } from "@/lib/errors";
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

/**
 * An airline that refuses the booking after the card was charged and the rooms were held (the seats went between
 * re-pricing and booking): bookPackage in process, against the test database and a Duffel stand-in of its own whose
 * orders are refused.
 */
let standIn: DuffelStandIn;
beforeAll(async () => {
  standIn = await startDuffelStandIn();
  const real = duffelFlights({ token: standIn.token, basePath: standIn.url });
  jest.spyOn(flightModule, "supplier").mockReturnValue({
    ...real,
    book: async () => {
      throw new SupplierError("SOLD_OUT", "The flight is no longer available.");
    },
  });
});
afterAll(async () => {
  jest.restoreAllMocks();
  await standIn.stop();
  await db.$disconnect();
  await closeTestDb();
});

it("refunds the charge, lets the rooms go and leaves no order when the airline refuses after payment", async () => {
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
  const refunds: number[] = [];
  const provider: PaymentProvider = {
    name: "sandbox",
    charge: (input) => sandboxProvider.charge(input),
    refund: async (input) => (refunds.push(input.amountMinor), sandboxProvider.refund(input)),
  };
  const passenger = (firstName: string) => adult({ firstName });
  const input = ZBookPackage.parse({
    ...choice,
    expectedTotalMinor: quote.price.totalMinor,
    expectedCurrency: quote.price.currency,
    travellers: [passenger("Ada"), passenger("Grace")],
    contact: { firstName: "Ada", lastName: "Lovelace", email: user.email, phone: "+442071234567" },
    card: { number: "4242 4242 4242 4242", name: "Ada Lovelace", expiry: "12/39", cvc: "123" },
    idempotencyKey: randomUUID(),
  });
  const before = await availabilityOf(dest.room.id, checkIn, checkOut);

  const error = await bookPackage(input, { org, user: { id: user.id, canUserBook: 1, email: user.email }, displayCurrency: "USD", provider }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("NO_LONGER_AVAILABLE");
  expect((error as AppError).message).toMatch(/Nothing was charged/);
  expect(refunds).toEqual([quote.price.totalMinor]);
  expect(await db.reservation.count({ where: { userId: user.id } })).toBe(0);
  expect(await availabilityOf(dest.room.id, checkIn, checkOut)).toEqual(before);
});
