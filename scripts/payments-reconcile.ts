/**
 * `npm run payments:reconcile`: checks every order's money against its policy — captured less refunded is what the
 * policy keeps at the order's state (lib/booking/payments/reconcile.ts) — and prints each order that differs, with
 * why. Exits 1 when any does. Read-only; safe beside running web processes. Needs DATABASE_URL.
 */
import { pool } from "../lib/db";
import { reconcileOrders } from "../lib/booking/payments/reconcile";

reconcileOrders()
  .then(({ checked, differences }) => {
    for (const d of differences) console.log(`${d.reference} (${d.status}): ${d.differences.join("; ")}`);
    console.log(`Reconciled ${checked} orders: ${differences.length === 0 ? "no difference" : `${differences.length} with differences`}.`);
    return differences.length === 0 ? 0 : 1;
  })
  .catch((error: unknown) => {
    console.error(`Reconciliation failed: ${(error as Error).message}`);
    return 2;
  })
  .then(async (code) => {
    await pool.end();
    process.exit(code);
  });
