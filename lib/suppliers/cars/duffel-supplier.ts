import { Duffel, DuffelError } from "@duffel/api";
import { env } from "@/lib/env";
import { SupplierError, type Supplier } from "@/lib/suppliers/seam";
import { dateOfBirthFits } from "./age-ranges";
import { cancellationTerms, pickupInstant, quoteToOffer, rateToOffer, refundMinor, searchParams, toMinor } from "./duffel-mapping";
import { priceCarExtras } from "./extras";
import { offerIdOf, parseOfferId } from "./offer-id";
import type { CarDetails, CarQuery } from "./types";
import type { CarTravellers } from "./travellers";

type CarsBookingPayload = Parameters<Duffel["cars"]["bookings"]["create"]>[0];

/** Duffel answers a rate whose cars are gone with this code (the stand-in does the same). */
const GONE = new Set(["rate_unavailable", "quote_expired", "offer_no_longer_available"]);

function client(): Duffel {
  return new Duffel({ token: env().DUFFEL_ACCESS_TOKEN ?? "", basePath: env().DUFFEL_API_URL });
}

/** Duffel's refusals as the seam's: gone → SOLD_OUT, a bad request → REJECTED, anything else → UNAVAILABLE. */
function supplierError(error: unknown): SupplierError {
  if (error instanceof SupplierError) return error;
  if (error instanceof DuffelError) {
    const code = error.errors?.[0]?.code ?? "";
    if (GONE.has(code)) return new SupplierError("SOLD_OUT", "This car is no longer available.");
    if (error.status === 404 || error.status === 422 || error.status === 400)
      return new SupplierError("REJECTED", error.errors?.[0]?.message ?? "The rental company refused the request.");
  }
  return new SupplierError("UNAVAILABLE", "The car rental service did not answer. Please try again.");
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw supplierError(error);
  }
}

/** Car rental through Duffel's Cars API (@duffel/api): search → rates, quote → re-price, book, cancel, status. */
export function duffelCarSupplier(): Supplier<CarQuery, CarDetails, CarTravellers> {
  return {
    name: "duffel",
    kind: "CAR",

    async search(query) {
      const { data } = await call(() => client().cars.search(searchParams(query)));
      return data.rates.map((rate) => rateToOffer(rate, query));
    },

    async reprice(offerId) {
      const parsed = parseOfferId(offerId);
      if (!parsed) throw new SupplierError("REJECTED", "This is not a car rental offer.");
      try {
        const { data } = await client().cars.quotes.create(parsed.rateId);
        // The id as this site made it: the range its tag signs, whatever prefix the client sent.
        return { status: "AVAILABLE", offer: quoteToOffer(data, offerIdOf(parsed.rateId, parsed.ageRange), parsed.ageRange) };
      } catch (error) {
        const mapped = supplierError(error);
        if (mapped.reason === "SOLD_OUT") return { status: "SOLD_OUT" };
        throw mapped;
      }
    },

    async book({ offer, travellers, contact, idempotencyKey, services = [] }) {
      const parsed = parseOfferId(offer.id);
      if (!parsed) throw new SupplierError("REJECTED", "This is not a car rental offer.");
      const [driver] = travellers;
      if (!dateOfBirthFits(parsed.ageRange, driver.dateOfBirth, offer.details.pickupDate))
        throw new SupplierError("REJECTED", "The driver's age on the pick-up day is outside the age range of the price.");
      return call(async () => {
        const duffel = client();
        // A fresh quote: it is what Duffel books, and it must still cost what the traveller agreed to pay.
        const { data: quote } = await duffel.cars.quotes.create(parsed.rateId);
        if (toMinor(quote.total_amount, quote.total_currency) !== offer.price.totalMinor || quote.total_currency !== offer.price.currency)
          throw new SupplierError("PRICE_CHANGED", "The rental company changed the price.");
        // The extras as that quote prices them must cost what the traveller agreed to pay for them, too.
        const fresh = quoteToOffer(quote, offer.id, parsed.ageRange).details;
        const extras = priceCarExtras(fresh.availableExtras ?? [], fresh.days, quote.total_currency, services);
        if (!extras.ok || extras.priced.services.some((s, i) => s.amountMinor !== services[i]!.amountMinor))
          throw new SupplierError("PRICE_CHANGED", "The rental company changed the price of an extra.");
        const payload: CarsBookingPayload & { extras?: { code: string; quantity: number }[] } = {
          quote_id: quote.id,
          driver: {
            given_name: driver.firstName,
            family_name: driver.lastName,
            email: driver.email || contact.email,
            phone_number: driver.phone || contact.phone,
            date_of_birth: driver.dateOfBirth,
          },
          ...(driver.flightNumber ? { inbound_flight_number: driver.flightNumber.replace(/\s/g, "") } : {}),
          ...(services.length > 0 ? { extras: services.map(({ id, quantity }) => ({ code: id, quantity })) } : {}),
          metadata: { idempotency_key: idempotencyKey },
        };
        const { data } = await duffel.cars.bookings.create(payload);
        return { supplierRef: data.id, status: "CONFIRMED" as const };
      });
    },

    async cancel(supplierRef) {
      const { data } = await call(() => client().cars.bookings.cancel(supplierRef));
      const startsAt = pickupInstant(data);
      const totalMinor = toMinor(data.total_amount, data.total_currency);
      const amountMinor = refundMinor(totalMinor, cancellationTerms(startsAt), startsAt, new Date(Date.parse(data.cancelled_at ?? new Date().toISOString())));
      return { status: "CANCELLED", refund: amountMinor > 0 ? { amountMinor, currency: data.total_currency } : null };
    },

    async status(supplierRef) {
      try {
        const { data } = await client().cars.bookings.get(supplierRef);
        return data.status === "confirmed" ? "CONFIRMED" : "CANCELLED";
      } catch {
        return "UNKNOWN";
      }
    },
  };
}
