import { db } from "@/lib/db";
import type { SavingsUser } from "./enrol";

export async function savingsUser(userId: number | undefined): Promise<SavingsUser | null> {
  if (!userId) return null;
  return db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true, lastName: true } });
}
