import { Prisma } from "@/lib/generated/prisma/client";

/**
 * SQL for "free to cancel, for a booking made at `now`" over the catalogue's Property rows (alias `p`) and their
 * Destination (alias `d`, may be missing): the catalogue schedule of ./catalogue.ts read by ./terms-for.ts, written
 * so the search can filter and count by it in its one statement. A FREE_CANCELLATION stay refunds everything through
 * its last free day — check-in minus freeCancelDays minus one (lastFreeDay) — judged on the calendar of the property's
 * place, UTC where it has none (the zone the results' cards hand to the engine). The results' "Free cancellation"
 * badge and this predicate must agree: tests/api/search-filters.test.ts checks them against each other.
 */
export function freeToCancelSql(checkIn: string, now: Date): Prisma.Sql {
  return Prisma.sql`(p."cancellationPolicy" = 'FREE_CANCELLATION'
    AND (${now.toISOString()}::timestamptz AT TIME ZONE COALESCE(d."timeZone", 'UTC'))::date <= ${checkIn}::date - p."freeCancelDays" - 1)`;
}
