/**
 * Recognises "the database cannot be reached" among errors thrown by Prisma, the pg driver or Node's sockets, so the
 * API answers 503 rather than 500 while PostgreSQL is down. Matches on error codes and class names, and on the few
 * code-less messages of node-postgres below. A busy database (below) answers 503 too.
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);

/**
 * "Busy", not "down": no pooled connection came free in time (53300, which lib/db-pool.ts gives that case; Prisma's
 * P2037), a statement ran past the statement timeout (57014), or an interactive transaction could not start or finish
 * in its time (Prisma's P2028 "Transaction API error", e.g. "Unable to start a transaction in the given time"). The
 * request answers 503, but the database breaker stays closed: a burst of load must not refuse every other request of
 * the process.
 */
const BUSY_CODES = new Set(["53300", "57014", "P2037", "P2028"]);

/**
 * node-postgres reports a connection cut mid-query, or a pool that could not connect in time, as plain Errors with no
 * code: these exact messages from its source are the only text matched.
 */
const PG_CONNECTION_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
]);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  if (depth === 0 && isDatabaseBusy(error)) return true;
  const e = error as { code?: unknown; name?: unknown; cause?: unknown; errorCode?: unknown; message?: unknown };
  if (typeof e.message === "string" && PG_CONNECTION_MESSAGES.has(e.message)) return true;
  if (typeof e.code === "string" && CONNECTION_CODES.has(e.code)) return true;
  if (typeof e.errorCode === "string" && CONNECTION_CODES.has(e.errorCode)) return true;
  if (e.name === "PrismaClientInitializationError") return true;
  if (e.name === "DriverAdapterError") {
    const cause = e.cause as { kind?: unknown; originalCode?: unknown } | undefined;
    const kind = cause?.kind;
    if (kind === "DatabaseNotReachable" || kind === "SocketTimeout" || kind === "ConnectionClosed") return true;
    if (typeof cause?.originalCode === "string" && CONNECTION_CODES.has(cause.originalCode)) return true;
  }
  // Prisma reports some adapter errors as known request errors (e.g. P2039) that carry the adapter's error in meta.
  const adapterError = (e as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  if (adapterError && isDatabaseUnavailable(adapterError, depth + 1)) return true;
  if (error instanceof AggregateError) return error.errors.some((x) => isDatabaseUnavailable(x, depth + 1));
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Whether the error says the database is busy (see BUSY_CODES) rather than unreachable. */
export function isDatabaseBusy(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; name?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
  if (typeof e.code === "string" && BUSY_CODES.has(e.code)) return true;
  if (e.name === "DriverAdapterError") {
    const cause = e.cause as { kind?: unknown; originalCode?: unknown } | undefined;
    if (cause?.kind === "TooManyConnections") return true;
    if (typeof cause?.originalCode === "string" && BUSY_CODES.has(cause.originalCode)) return true;
  }
  if (e.meta?.driverAdapterError && isDatabaseBusy(e.meta.driverAdapterError, depth + 1)) return true;
  if (error instanceof AggregateError) return error.errors.some((x) => isDatabaseBusy(x, depth + 1));
  return isDatabaseBusy(e.cause, depth + 1);
}
