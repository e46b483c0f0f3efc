import { testDb } from "../../support/factories";

/** Tables that record attempts rather than state: throttle counters and the audit trail of refused requests. */
export const ATTEMPT_TABLES = ["rate_limits", "UserActivity"];
/** Money, wallet and booking tables: compared row by row through a checksum, not only counted. */
export const MONEY_TABLES = ["Reservation", "Payment", "PaymentCard", "WalletLedger", "ReferralCredit", "Quote", "OrgCertificate"];

export type Snapshot = { counts: Record<string, number>; checksums: Record<string, string> };

/** Row counts of every table of the schema and an md5 of every row of the money tables. */
export async function snapshotDatabase(): Promise<Snapshot> {
  const db = testDb();
  const tables = await db.$queryRawUnsafe<{ table_name: string }[]>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  const checksums: Record<string, string> = {};
  for (const { table_name: t } of tables) {
    if (ATTEMPT_TABLES.includes(t)) continue;
    const [row] = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${t}"`);
    counts[t] = Number(row!.n);
    if (MONEY_TABLES.includes(t)) {
      const [sum] = await db.$queryRawUnsafe<{ md5: string | null }[]>(`SELECT md5(string_agg(x::text, '|' ORDER BY x.id)) AS md5 FROM "${t}" x`);
      checksums[t] = sum!.md5 ?? "empty";
    }
  }
  return { counts, checksums };
}
