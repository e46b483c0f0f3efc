/** What `npm run bench` measures. "page" rows compare with the bare page, "json" rows with the bare route. */
export const TARGETS = [
  { name: "bare page", group: "page", path: "/bench/bare" },
  { name: "home (default org)", group: "page", path: "/" },
  { name: "home (partner org)", group: "page", path: "/", host: "partner.localhost" },
  { name: "bare route", group: "json", path: "/api/bench/bare" },
  { name: "getCurrencyinfo", group: "json", path: "/api/layout/getCurrencyinfo", method: "POST", body: {} },
  { name: "getwhitelabelcss (partner)", group: "json", path: "/api/general/getwhitelabelcss", method: "POST", body: { pageCode: "global" }, host: "partner.localhost" },
];

/** Targets from the issues: the home page at least as fast as the bare page; JSON calls ≥ 0.8× the bare route. */
export const TARGET_CHECKS = [
  { name: "home (default org)", minRatio: 1.0, reference: "bare page" },
  { name: "home (partner org)", minRatio: 1.0, reference: "bare page" },
  { name: "getCurrencyinfo", minRatio: 0.8, reference: "bare route" },
  { name: "getwhitelabelcss (partner)", minRatio: 0.8, reference: "bare route" },
];
