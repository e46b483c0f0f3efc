import { db } from "@/lib/db";
import { planStateOf } from "@/lib/auth/rules";

/** Member prices apply to a signed-in member whose plan is active (ACTIVE-REFRESH counts, SPEC §4). */
export async function memberPricingFor(userId: number | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const subs = await db.subscription.findMany({ where: { userId }, select: { planStatus: true } });
  return planStateOf(subs.map((s) => s.planStatus)).planActive;
}
