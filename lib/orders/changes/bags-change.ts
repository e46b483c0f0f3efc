import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flightModule } from "@/lib/suppliers/flights";
import { afterBookingOf } from "@/lib/suppliers/registry";
import type { FlightSupplier } from "@/lib/suppliers/flights/duffel-supplier";
import { priceExtras, type BagOffer, type BookedBags, type ChosenService } from "@/lib/suppliers/flights/ancillaries";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { addBagsRule, bagsRefusalSentence } from "./add-bags-rule";

/** The key prefix of a hosted checkout that pays for extra bags (lib/orders/settle-hosted-checkout.ts settles it here). */
export const BAGS_CHECKOUT = "add-bags-checkout:";

/** Priced bags for a booked flight: what the checkout keeps (Payment.change) and the settlement adds once paid. */
export type BagsChange = {
  kind: "BAGS";
  itemId: number;
  supplierRef: string;
  currency: string;
  totalMinor: number;
  /** For the airline: each service id, how many, and what they cost in all. */
  services: { id: string; quantity: number; amountMinor: number }[];
  /** As the trip page, e-mail and calendar name them (ancillaries.ts BookedBags). */
  bags: BookedBags[];
};

/** A bag the airline sells for the booked flight, with its passenger's name. */
export type BagChoice = BagOffer & { passengerIndex: number; passenger: string };

const orderInclude = {
  items: { orderBy: { id: "asc" } },
  payments: { orderBy: { id: "asc" } },
  events: { where: { kind: "BAGS_ADDED" }, orderBy: { id: "asc" } },
  user: { select: { email: true, languageCode: true } },
} satisfies Prisma.OrderInclude;

export type BagsOrder = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

export function loadBagsOrder(client: Prisma.TransactionClient | Db, id: number): Promise<BagsOrder> {
  return (client as unknown as Prisma.TransactionClient).order.findUniqueOrThrow({ where: { id }, include: orderInclude });
}

export const BAGS_UNREACHABLE = "The airline could not be reached to add bags. Nothing was charged; please try again.";

/** The flight the rule lets bags be added to now, or the rule's 409. */
export function bagsFlightOrThrow(r: BagsOrder, now: Date) {
  const rule = addBagsRule(r, now, afterBookingOf);
  if (rule.refusal) throw new AppError("CONFLICT", bagsRefusalSentence(rule.refusal), { detail: { reason: rule.refusal.reason } });
  return r.items.find((i) => i.id === rule.itemId)!;
}

function supplier(): FlightSupplier {
  return flightModule.supplier() as FlightSupplier;
}

type Item = BagsOrder["items"][number];

/** The flight's passenger ids (Duffel's) and their names, in booking order. */
function passengersOf(item: Item) {
  const ids = ((item.details ?? {}) as Partial<FlightDetails>).passengers?.map((p) => p.id) ?? [];
  const travellers = Array.isArray(item.travellers) ? (item.travellers as { firstName?: unknown; lastName?: unknown }[]) : [];
  return { ids, names: ids.map((_, i) => `${String(travellers[i]?.firstName ?? "")} ${String(travellers[i]?.lastName ?? "")}`.trim()) };
}

/** The bags the airline sells for the booked flight now, each with its passenger; any in another currency than the order's is left out. */
export async function bagChoices(r: BagsOrder, item: Item): Promise<{ currency: string; bags: BagChoice[] }> {
  let offered: Awaited<ReturnType<FlightSupplier["orderBags"]>>;
  try {
    offered = await supplier().orderBags(item.supplierRef!);
  } catch {
    throw new AppError("SERVICE_UNAVAILABLE", BAGS_UNREACHABLE);
  }
  const { ids, names } = passengersOf(item);
  const bags = offered.currency !== r.currency ? [] : offered.bags.filter((b) => ids.includes(b.passengerId));
  return {
    currency: r.currency,
    bags: bags.map((b) => ({ ...b, passengerIndex: ids.indexOf(b.passengerId), passenger: names[ids.indexOf(b.passengerId)] ?? "" })),
  };
}

/**
 * Prices the traveller's choice against what the airline sells now (ancillaries.ts priceExtras, the checkout's own
 * check): an id it does not sell, or more than its maximum, is a 400 on `services.<i>`.
 */
export function priceBags(r: BagsOrder, item: Item, offered: { currency: string; bags: BagChoice[] }, chosen: readonly ChosenService[]): BagsChange {
  const { ids, names } = passengersOf(item);
  const priced = priceExtras({ currency: offered.currency, seatMaps: [], bags: offered.bags }, ids, chosen, names);
  if (!priced.ok) throw new AppError("VALIDATION_FAILED", undefined, { fields: priced.problems });
  if (priced.priced.totalMinor <= 0)
    throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "services", message: "Choose at least one bag." }] });
  return {
    kind: "BAGS",
    itemId: item.id,
    supplierRef: item.supplierRef!,
    currency: r.currency,
    totalMinor: priced.priced.totalMinor,
    services: priced.priced.services,
    bags: priced.priced.booked.bags,
  };
}

/** Adds the paid bags with the airline; its refusal (sold out since, the order changed) is a SupplierError. */
export async function addBagsWithAirline(change: BagsChange): Promise<void> {
  await supplier().addBags(change.supplierRef, change.services, change.currency);
}
