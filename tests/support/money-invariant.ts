import { moneyDifferences as check } from "@/lib/orders/money-check";
import { testDb } from "./factories";

/** lib/orders/money-check.ts for one order of the test database, read as it is now. */
export async function moneyDifferences(reference: string) {
  const r = await testDb().order.findUniqueOrThrow({
    where: { reference },
    include: { payments: true, items: { orderBy: { id: "asc" } }, org: { select: { timeZone: true } } },
  });
  return check(r, r.org.timeZone);
}
