/**
 * `npm run payments:charge-due`: charges now every pay-later booking whose due day has come, as each web process's
 * own schedule does (DUE_CHARGE_INTERVAL_S) — for a cron job when that schedule is turned off, or to catch up after an
 * outage. Safe beside running web processes and when run twice: each charge is claimed once. Needs DATABASE_URL.
 */
import { pool } from "../lib/db";
import { chargeDuePayments } from "@/lib/orders/payments/charge-due";

chargeDuePayments({ limit: 1000 })
  .then(({ charged, failed, unanswered, ended }) => {
    console.log(
      `Due charges: ${charged} charged, ${failed} declined, ${unanswered} without an answer from the provider (asked again later), ${ended} unpaid past their grace period cancelled.`,
    );
    return 0;
  })
  .catch((error: unknown) => {
    console.error(`Due charges failed: ${(error as Error).message}`);
    return 1;
  })
  .then(async (code) => {
    await pool.end();
    process.exit(code);
  });
