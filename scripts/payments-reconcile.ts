/**
 * `npm run payments:reconcile`: checks every order's money against its policy — captured less refunded is what the
 * policy keeps at the order's state (lib/orders/payments/reconcile.ts) — and, with a payment provider configured,
 * the provider's own payments and refunds against our records of them (lib/payments/reconcile-provider.ts).
 * Prints each order that differs, with why, and exits 1 when any does. Read-only; safe beside running web processes.
 * Needs DATABASE_URL (and the provider's key, as the site has it).
 */
import { pool } from "../lib/db";
import { reconcileOrders } from "@/lib/orders/payments/reconcile";
import { reconcileWithProvider } from "@/lib/payments/reconcile-provider";
import { hostedProvider } from "@/lib/payments/card-entry";

async function reconcile(): Promise<number> {
  const { checked, differences } = await reconcileOrders();
  for (const d of differences) console.log(`${d.reference} (${d.status}): ${d.differences.join("; ")}`);
  console.log(`Reconciled ${checked} orders: ${differences.length === 0 ? "no difference" : `${differences.length} with differences`}.`);
  const provider = hostedProvider();
  if (!provider) return differences.length === 0 ? 0 : 1;
  const books = await reconcileWithProvider(provider);
  for (const d of books.differences) console.log(`${d.reference} (${d.status}): ${d.difference}`);
  console.log(
    `Compared ${books.checked} orders with ${provider.name}'s payments: ${books.differences.length === 0 ? "no difference" : `${books.differences.length} with differences`}` +
      `${books.unknown > 0 ? ` (${books.unknown} of its payments name orders this database does not hold)` : ""}.`,
  );
  return differences.length === 0 && books.differences.length === 0 ? 0 : 1;
}

reconcile()
  .catch((error: unknown) => {
    console.error(`Reconciliation failed: ${(error as Error).message}`);
    return 2;
  })
  .then(async (code) => {
    await pool.end();
    process.exit(code);
  });
