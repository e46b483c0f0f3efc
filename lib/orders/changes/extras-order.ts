import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { flightModule } from "@/lib/suppliers/flights";
import type { FlightSupplier } from "@/lib/suppliers/flights/duffel-supplier";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { addBagsRule, type BagsRefusal } from "./add-bags-rule";

/**
 * A booked order as an extra bought after booking (bags: ./bags-change.ts, seats: ./seats-change.ts) reads it: its
 * items, payments (the checkouts that pay for extras) and the events that recorded extras (a confirm's key is found there).
 */
const orderInclude = {
  items: { orderBy: { id: "asc" } },
  payments: { orderBy: { id: "asc" } },
  events: { where: { kind: { in: ["BAGS_ADDED", "SEATS_CHOSEN"] } }, orderBy: { id: "asc" } },
  user: { select: { email: true, languageCode: true } },
} satisfies Prisma.OrderInclude;

export type ExtrasOrder = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;
export type ExtrasItem = ExtrasOrder["items"][number];

export function loadExtrasOrder(client: Prisma.TransactionClient | Db, id: number): Promise<ExtrasOrder> {
  return (client as unknown as Prisma.TransactionClient).order.findUniqueOrThrow({ where: { id }, include: orderInclude });
}

/**
 * The flight extras can be bought for now — bags and seats alike, until its first flight departs
 * (./add-bags-rule.ts) — or the rule's 409 in the words of the extra (`sentence`).
 */
export function extrasFlightOrThrow(r: ExtrasOrder, now: Date, sentence: (refusal: BagsRefusal) => string): ExtrasItem {
  const rule = addBagsRule(r, now);
  if (rule.refusal) throw new AppError("CONFLICT", sentence(rule.refusal), { detail: { reason: rule.refusal.reason } });
  return r.items.find((i) => i.id === rule.itemId)!;
}

export function flightSupplier(): FlightSupplier {
  return flightModule.supplier() as FlightSupplier;
}

/** The flight's passenger ids (the airline's) and their names, in booking order. */
export function passengersOf(item: ExtrasItem) {
  const ids = ((item.details ?? {}) as Partial<FlightDetails>).passengers?.map((p) => p.id) ?? [];
  const travellers = Array.isArray(item.travellers) ? (item.travellers as { firstName?: unknown; lastName?: unknown }[]) : [];
  return { ids, names: ids.map((_, i) => `${String(travellers[i]?.firstName ?? "")} ${String(travellers[i]?.lastName ?? "")}`.trim()) };
}

/** Whether the order still takes extras paid for on `change`'s flight: the rule open, the same item and booking. */
export function extrasStillAllowed(r: ExtrasOrder, change: { itemId: number; supplierRef: string }, now: Date): boolean {
  const rule = addBagsRule(r, now);
  const item = r.items.find((i) => i.id === change.itemId);
  return !rule.refusal && !!item && rule.itemId === item.id && item.supplierRef === change.supplierRef;
}
