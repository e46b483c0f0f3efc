import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { planStateOf } from "@/lib/auth/rules";

/** The subscriptions that count now (not ended), as a nested select: a caller reading the user anyway takes them along. */
export const liveSubscriptions = () =>
  ({ where: { OR: [{ endsAt: null }, { endsAt: { gt: new Date() } }] }, select: { planStatus: true } }) satisfies Prisma.User$subscriptionsArgs;

/** Whether these live subscriptions make their member pay member prices. */
export const pricingOfPlans = (subs: readonly { planStatus: string | null }[]): boolean => planStateOf(subs.map((s) => s.planStatus)).planActive;

/**
 * Whether a user pays member prices: signed in with an active plan (SPEC §4: ACTIVE, and ACTIVE-REFRESH counts as
 * ACTIVE). Guests (no user) pay public prices. Search, details and checkout all ask this one function.
 */
export async function memberPricingFor(userId: number | null | undefined): Promise<boolean> {
  if (!userId) return false;
  return pricingOfPlans(await db.subscription.findMany({ where: { userId, ...liveSubscriptions().where }, select: { planStatus: true } }));
}

/** A booker's member pricing: read with the booker already (lib/orders/booking-answer.ts), or asked now. */
export async function bookerPricing(user: { id: number; memberPricing?: boolean } | null): Promise<boolean> {
  return user?.memberPricing ?? memberPricingFor(user?.id);
}
