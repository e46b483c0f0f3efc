/**
 * Local stand-ins for the three partner sites the navigation links out to (SPEC §2): an all-inclusive resorts site,
 * a trips site and a daily-deals site that learns the visitor's organisation and language from its link. `npm start`
 * and `npm test` start it when ALL_INCLUSIVE_URL, TRIPS_SITE_URL and DAILY_DEALS_URL are not configured, so every
 * link the demo shows leads somewhere real.
 *   GET /all-inclusive   GET /trips   GET /daily-deals?org=&lang=
 */
import http from "node:http";
import { pathToFileURL } from "node:url";
import { providerPage } from "./provider-page.mjs";

const HOST = "127.0.0.1";

const SITES = {
  "/all-inclusive": () => ({
    title: "All-inclusive resorts",
    provider: "Sunward All-Inclusive",
    brand: "#c2410c",
    brand2: "#9a3412",
    heading: "All-inclusive resorts",
    intro: "Meals, drinks and activities in one price at beach resorts in the Caribbean, Mexico and the Mediterranean.",
    tiles: [
      { title: "Riviera Maya, Mexico", text: "Beachfront resort with seven restaurants and a kids club.", price: "From $189 per night" },
      { title: "Punta Cana, Dominican Republic", text: "Adults-only resort with swim-up suites.", price: "From $214 per night" },
      { title: "Montego Bay, Jamaica", text: "Family resort with water park and reef snorkelling.", price: "From $176 per night" },
      { title: "Crete, Greece", text: "Hillside resort over the Aegean with spa included.", price: "From €158 per night" },
    ],
  }),
  "/trips": () => ({
    title: "Guided trips",
    provider: "Wayfarer Trips",
    brand: "#1d4ed8",
    brand2: "#312e81",
    heading: "Small-group guided trips",
    intro: "Escorted tours with local guides, hotels and most meals included, departing every month.",
    tiles: [
      { title: "Classic Italy, 10 days", text: "Rome, Florence, Venice and the Amalfi Coast.", price: "From $2,890" },
      { title: "Japan highlights, 12 days", text: "Tokyo, Hakone, Kyoto and Hiroshima by rail.", price: "From $4,150" },
      { title: "Peru and Machu Picchu, 9 days", text: "Lima, the Sacred Valley and Cusco.", price: "From $2,340" },
    ],
  }),
  "/daily-deals": (params) => ({
    title: "Today's deals",
    provider: "DealDay Travel",
    brand: "#be185d",
    brand2: "#831843",
    heading: "Today's travel deals",
    intro: "Flash offers that change every day at midnight, for members of your travel club.",
    body: `<div class="card"><p data-testid="deals-context">Deals for organisation ${params.org} in ${params.lang}.</p></div>`,
    tiles: [
      { title: "Paris boutique hotel", text: "Three nights near the Marais, breakfast included.", price: "−35% today" },
      { title: "Orlando theme-park stay", text: "Suite hotel with park shuttle, kids stay free.", price: "−28% today" },
      { title: "Lisbon city break", text: "Two nights in Alfama with a tram pass.", price: "−31% today" },
    ],
  }),
};

/** Only a language tag and an organisation id are echoed back, and only in the forms they can take. */
function dealParams(url) {
  const org = /^\d{1,9}$/.test(url.searchParams.get("org") ?? "") ? url.searchParams.get("org") : "unknown";
  const lang = /^[a-z]{2}(-[A-Z]{2})?$/.test(url.searchParams.get("lang") ?? "") ? url.searchParams.get("lang") : "en-US";
  return { org, lang };
}

export async function startPartnerSites({ port = 0 } = {}) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://partner");
    const site = SITES[url.pathname];
    if (req.method !== "GET" || !site) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      return res.end("Not found");
    }
    const params = dealParams(url);
    const lang = params.lang.slice(0, 2);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(providerPage({ lang, dir: lang === "ar" ? "rtl" : "ltr", ...site(params) }));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => (server.off("error", reject), resolve()));
  });
  const url = `http://${HOST}:${server.address().port}`;
  return {
    url,
    env: { ALL_INCLUSIVE_URL: `${url}/all-inclusive`, TRIPS_SITE_URL: `${url}/trips`, DAILY_DEALS_URL: `${url}/daily-deals` },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  void startPartnerSites({ port: Number(process.env.PARTNER_SITES_PORT ?? 4050) }).then((sites) => console.log(`Partner sites stand-in on ${sites.url}`));
}
