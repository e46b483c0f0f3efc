/**
 * Recognises "the database cannot be reached" among errors thrown by Prisma, the pg driver or Node's sockets, so the
 * API answers 503 rather than 500 while PostgreSQL is down. Matches on error codes and class names, never on text.
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

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; name?: unknown; cause?: unknown; errorCode?: unknown };
  if (typeof e.code === "string" && CONNECTION_CODES.has(e.code)) return true;
  if (typeof e.errorCode === "string" && CONNECTION_CODES.has(e.errorCode)) return true;
  if (e.name === "PrismaClientInitializationError") return true;
  if (e.name === "DriverAdapterError") {
    const kind = (e.cause as { kind?: unknown } | undefined)?.kind;
    if (kind === "DatabaseNotReachable" || kind === "SocketTimeout" || kind === "ConnectionClosed") return true;
  }
  if (error instanceof AggregateError) return error.errors.some((x) => isDatabaseUnavailable(x, depth + 1));
  return isDatabaseUnavailable(e.cause, depth + 1);
}
