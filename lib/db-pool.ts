import pg from "pg";
import { breakerRefusal, databaseLooksDown, noteDatabaseError } from "@/lib/db-health";
import { env } from "@/lib/env";
import { noteDatabaseFailedRequest } from "@/lib/request-scope.mjs";
import { errorFields, log } from "@/lib/log";

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/** node-postgres's own words for "no pooled connection came free within connectionTimeoutMillis". */
const POOL_WAIT_TIMEOUT = "timeout exceeded when trying to connect";
/** node-postgres's own words for "a query got no answer within query_timeout". */
const READ_TIMEOUT = "Query read timeout";

/**
 * A pool that consults the database breaker before every connection. A request that has already passed the proxy
 * makes several queries in a row; without this each of them would wait the whole connect timeout against a stuck
 * server. The first connection that fails opens the breaker, and the request's later queries fail at once.
 *
 * Two timeouts are told apart: waiting for a free connection of a saturated pool is load, reported as
 * "busy" (53300: 503, breaker closed); a query the server never answers (query_timeout) means a stuck server: its
 * connection is closed, since its state is unknown (a transaction may be open on it), and the breaker opens.
 */
export class GuardedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on("connect", abandonOnReadTimeout);
    // An idle connection that failed (e.g. one closed after a read timeout) is reported here; unhandled, it would end
    // the process.
    this.on("error", (error) => log("warn", "database: idle connection failed", errorFields(error)));
  }

  connect(): Promise<pg.PoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (databaseLooksDown()) {
      noteDatabaseFailedRequest();
      const refusal = breakerRefusal();
      if (!callback) return Promise.reject(refusal);
      process.nextTick(() => callback(refusal, undefined, () => {}));
      return;
    }
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        const reported = asBusy(error);
        noteDatabaseError(reported);
        throw reported;
      });
    }
    super.connect((error, client, done) => {
      const reported = error ? asBusy(error) : undefined;
      if (reported) noteDatabaseError(reported);
      callback(reported, client, done);
    });
  }
}

/** A pool wait that timed out, as PostgreSQL's "too many connections" (which the Prisma adapter passes through). */
function asBusy(error: Error): Error;
function asBusy(error: unknown): unknown;
function asBusy(error: unknown): unknown {
  if (!(error instanceof Error) || error.message !== POOL_WAIT_TIMEOUT) return error;
  return Object.assign(new Error("no database connection came free in time"), { code: "53300", severity: "ERROR", cause: error });
}

/** A query without an answer in time: the connection is closed (and leaves the pool) and the error says "down". */
function asStuck(client: pg.PoolClient, error: unknown): unknown {
  if (!(error instanceof Error) || error.message !== READ_TIMEOUT) return error;
  const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
  stream?.destroy();
  const stuck = Object.assign(new Error("the database did not answer in time"), { code: "08006", severity: "FATAL", cause: error });
  noteDatabaseError(stuck);
  return stuck;
}

type Query = (...args: unknown[]) => unknown;

/** Wraps a new pooled client's query() (callback and promise forms) so that read timeouts go through asStuck. */
function abandonOnReadTimeout(client: pg.PoolClient): void {
  const target = client as unknown as { query: Query };
  const query = target.query.bind(client) as Query;
  target.query = (...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (error: unknown, result: unknown) => (callback as (e: unknown, r: unknown) => void)(error ? asStuck(client, error) : error, result);
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(asStuck(client, error)));
    return result;
  };
}

/**
 * A pool's size and idle timeout: the given ones, or exactly one connection that is never closed on a single-session
 * database (DB_SINGLE_SESSION), where connections share prepared statements and answers.
 */
export function poolLimits(normal: { max: number; idleTimeoutMillis?: number }): { max: number; idleTimeoutMillis?: number } {
  return env().DB_SINGLE_SESSION ? { max: 1, idleTimeoutMillis: 0 } : normal;
}

/**
 * How long a query may run (DB_STATEMENT_TIMEOUT_MS): PostgreSQL cancels it then (statement_timeout, 57014: busy),
 * and a server that does not even answer that is given up half a second later (query_timeout: stuck). The embedded
 * single-session server is sent no statement_timeout (one session shared by every connection); 0 turns both off.
 */
export function statementLimits(): Pick<pg.PoolConfig, "statement_timeout" | "query_timeout"> {
  const ms = env().DB_STATEMENT_TIMEOUT_MS;
  if (!ms) return {};
  return { ...(env().DB_SINGLE_SESSION ? {} : { statement_timeout: ms }), query_timeout: ms + 500 };
}

/**
 * A hot read's query config: prepared once per connection under `name`, except on a single-session database
 * (DB_SINGLE_SESSION), where every connection shares PGlite's one session and a prepared name would outlive a web
 * process that made it.
 */
export function preparedQuery(name: string, text: string, values: unknown[]): pg.QueryConfig {
  return env().DB_SINGLE_SESSION ? { text, values } : { name, text, values };
}
