import type Amadeus from "amadeus";
import { SupplierError, type Offer, type Repriced, type Supplier } from "@/lib/suppliers/seam";
import { airportByCode } from "./airports";
import { offersRequestBody, orderRequestBody, parseSupplierRef, toBooked, toCancelled, toOffer } from "./amadeus-mapping";
import { decodeOfferId } from "./offer-id";
import { resolveTransferQuery } from "./resolve-query";
import type { TransferDetails, TransferQuery, TransferTravellers } from "./types";

/** Amadeus error codes that mean the ride is gone: sold out (34651) or an offer it no longer knows (1797). */
const GONE_CODES = new Set([34651, 1797]);

type SdkError = { code?: string; response?: { statusCode?: number }; description?: unknown };

function errorCodes(error: SdkError): number[] {
  return Array.isArray(error.description) ? error.description.map((e: { code?: unknown }) => Number(e?.code)) : [];
}

/** An SDK failure as the seam's error: the SDK rejects with its own error objects (code ClientError, NetworkError …). */
function supplierError(error: unknown, doing: string): SupplierError {
  if (error instanceof SupplierError) return error;
  const e = (error ?? {}) as SdkError;
  if (errorCodes(e).some((c) => GONE_CODES.has(c))) return new SupplierError("SOLD_OUT", "This transfer is no longer available.");
  if (e.code === "ClientError" || e.code === "NotFoundError") return new SupplierError("REJECTED", `Amadeus refused to ${doing}.`);
  return new SupplierError("UNAVAILABLE", `Amadeus could not ${doing} just now.`);
}

async function call<T>(doing: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw supplierError(error, doing);
  }
}

/** Airport transfers through the Amadeus SDK (Transfer Search, Transfer Booking, Transfer Management). */
export class AmadeusTransferSupplier implements Supplier<TransferQuery, TransferDetails, TransferTravellers> {
  readonly name = "amadeus";
  readonly kind = "TRANSFER" as const;

  constructor(private readonly client: () => Amadeus) {}

  async search(query: TransferQuery): Promise<Offer<TransferDetails>[]> {
    const airport = await airportByCode(query.airport);
    if (!airport) throw new SupplierError("REJECTED", `No airport has the code ${query.airport}.`);
    const response = await call("search transfers", () => this.client().shopping.transferOffers.post(offersRequestBody(query)));
    const data = Array.isArray(response.data) ? response.data : [];
    return data.map((raw) => toOffer(raw, query, airport)).filter((o): o is Offer<TransferDetails> => o !== null);
  }

  /** The same ride searched again: today's price, or sold out when the supplier no longer offers it. */
  async reprice(offerId: string): Promise<Repriced<TransferDetails>> {
    const key = decodeOfferId(offerId);
    if (!key) return { status: "SOLD_OUT" };
    const { place, flightNumber, ...rest } = key.query;
    const resolved = await resolveTransferQuery({ ...rest, ...("hotel" in place ? { hotel: place.hotel } : { address: place.address }), flight: flightNumber });
    if (resolved.kind === "invalid") return { status: "SOLD_OUT" };
    const offers = await this.search(resolved.query);
    const same = offers.find((o) => o.details.vehicle === key.vehicle && decodeOfferId(o.id)?.provider === key.provider);
    return same ? { status: "AVAILABLE", offer: { ...same, id: offerId } } : { status: "SOLD_OUT" };
  }

  async book(input: Parameters<Supplier<TransferQuery, TransferDetails, TransferTravellers>["book"]>[0]) {
    const { offer, travellers, contact, idempotencyKey } = input;
    const response = await call("book the transfer", () =>
      this.client().ordering.transferOrders.post(orderRequestBody(offer, travellers, contact, idempotencyKey), offer.details.supplierOfferId),
    );
    return toBooked(response.data);
  }

  async cancel(supplierRef: string) {
    const ref = parseSupplierRef(supplierRef);
    if (!ref) throw new SupplierError("REJECTED", "Not an Amadeus transfer reference.");
    const response = await call("cancel the transfer", () => this.client().ordering.transferOrder(ref.orderId).transfers.cancellation.post("", ref.confirmNbr));
    return toCancelled(response.data);
  }

  /** Amadeus has no call that reads a transfer order back; what our order row says is all there is. */
  async status(): Promise<"UNKNOWN"> {
    return "UNKNOWN";
  }
}
