/**
 * Each jest worker talks to a web process and a database of its own: `npm test` starts one per worker and lists them
 * in TEST_SERVERS; a worker takes the entry of its JEST_WORKER_ID (1, 2, …) before any test module reads
 * TEST_BASE_URL or DATABASE_URL. Without TEST_SERVERS the two variables are used as they are.
 */
type TestServer = { baseUrl: string; databaseUrl: string };

const servers = JSON.parse(process.env.TEST_SERVERS ?? "[]") as TestServer[];
if (servers.length > 0) {
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1));
  const mine = servers[(worker - 1) % servers.length]!;
  process.env.TEST_BASE_URL = mine.baseUrl;
  process.env.DATABASE_URL = mine.databaseUrl;
}
