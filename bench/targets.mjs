/** What `npm run bench` measures. "page" rows compare with the bare page, "json" rows with the bare route. */

// Search dates inside the bench seed's availability (20–29 days ahead, prisma/seed-bench.ts) and after every org's
// minimum check-in; the demo catalogue (120 days) covers them too.
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const STAY = `checkin=${day(22)}&checkout=${day(25)}&guests=2&rooms=1`;
export const STAY_PARAMS = STAY;
export const SEARCH_DESTINATION = `/api/search?product=hotel&destination=paris&${STAY}`;
export const SEARCH_PAGE = `/search-detail?product=hotel&destination=paris&${STAY}`;
// A return flight London → New York away from the flight sandbox's trigger days (the 13th sells out, the 22nd
// re-prices): scripts/stand-ins/data/flights.mjs.
const flightDay = (n) => (["13", "22"].includes(day(n).slice(8)) ? day(n + 1) : day(n));
const FLIGHT = `from=LON&to=NYC&depart=${flightDay(30)}&return=${flightDay(37)}&adults=1&cabin=economy`;
export const FLIGHT_RESULTS_PAGE = `/flight/results?${FLIGHT}`;
export const FLIGHT_SEARCH = `/api/flights/search?${FLIGHT}`;
export const SEARCH_RADIUS = `/api/search?product=hotel&latitude=48.8566&longitude=2.3522&radius=25&${STAY}`;

// Pages are requested as a browser's first load asks for them (the anonymous page cache answers only such requests).
const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

export const TARGETS = [
  { name: "bare page", group: "page", path: "/bench/bare", headers: BROWSER },
  { name: "home (default org)", group: "page", path: "/", headers: BROWSER },
  { name: "home (partner org)", group: "page", path: "/", host: "partner.localhost", headers: BROWSER },
  { name: "bare route", group: "json", path: "/api/bench/bare" },
  { name: "getCurrencyinfo", group: "json", path: "/api/layout/getCurrencyinfo", method: "POST", body: {} },
  {
    name: "getwhitelabelcss (partner)",
    group: "json",
    path: "/api/general/getwhitelabelcss",
    method: "POST",
    body: { pageCode: "global" },
    host: "partner.localhost",
  },
  { name: "search: destination (paris)", group: "json", path: SEARCH_DESTINATION },
  { name: "search: 25 km radius (Paris)", group: "json", path: SEARCH_RADIUS },
  { name: "search page: destination", group: "page", path: SEARCH_PAGE, headers: BROWSER },
  // Signed in (the demo member's session cookie, from a sign-in at the start of the run): no page cache applies.
  { name: "bare page (signed in)", group: "page", path: "/bench/bare", headers: BROWSER, signedIn: true },
  { name: "home (default org, signed in)", group: "page", path: "/", headers: BROWSER, signedIn: true, reference: "bare page (signed in)" },
  // One connection: a sign-in is one argon2id verification plus a few queries; its latency is what is compared.
  {
    name: "sign-in (demo member)",
    group: "signin",
    path: "/api/signIn",
    method: "POST",
    body: { jsonSign: { email_id: "member@demo.test", password: "Demo!2345" } },
    connections: 1,
  },
];

/**
 * Targets from the issues: the home page at least as fast as the bare page; JSON calls ≥ 0.8× the bare route; search
 * p95 ≤ 150 ms at 10 connections (p95 computed from every recorded response time, bench/load.mjs).
 */
export const TARGET_CHECKS = [
  { name: "home (default org)", minRatio: 1.0, reference: "bare page" },
  { name: "home (partner org)", minRatio: 1.0, reference: "bare page" },
  { name: "getCurrencyinfo", minRatio: 0.8, reference: "bare route" },
  { name: "getwhitelabelcss (partner)", minRatio: 0.8, reference: "bare route" },
  { name: "search: destination (paris)", maxP95: 150 },
  { name: "search: 25 km radius (Paris)", maxP95: 150 },
  { name: "home (default org, signed in)", minRatio: 1.0, reference: "bare page (signed in)" },
  // Issue 11: "sign-in ≤ 1.2× the time of one argon2id hash at the configured cost" (p50 against the median hash).
  { name: "sign-in (demo member)", maxHashRatio: 1.2 },
];
