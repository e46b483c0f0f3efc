/**
 * What `npm run screenshots` pictures (docs/screenshots.md): the screens, the organisations, languages and screen
 * sizes, the file names and the gallery page. Shared by the Playwright spec that takes the pictures
 * (e2e/screenshots/take.shots.ts) and by the unit test that checks the gallery (tests/unit/screenshots.test.ts), so it
 * imports nothing from Playwright.
 */

export type Org = { key: "default" | "partner"; label: string };
export type Locale = { key: "en" | "ar"; code: string; label: string };
export type Viewport = { key: "desktop" | "mobile"; width: number; height: number; mobile: boolean };
export type Screen = {
  key: string;
  title: string;
  /**
   * A path, or "details": the first hotel of the Paris results, or "confirmation": the first upcoming trip's, or
   * "flight-trip" or "stay-trip": the trip page of the flight, or of the stay free to cancel, setup.shots.ts books for
   * the default organisation's demo member.
   */
  path: string;
  signedIn: boolean;
  /** Signed in as the default organisation's demo agent rather than the demo member. */
  agent?: boolean;
  /** The data-testid (or a `css=` selector) shown once the screen has its content. */
  ready: string;
  /** How much of the page is pictured, in CSS pixels from the top (the whole page when shorter). */
  maxHeight: Record<Viewport["key"], number>;
  /** The organisation and language combinations pictured (all when absent), each on one screen size when it names one. */
  only?: { org: Org["key"]; locale: Locale["key"]; viewport?: Viewport["key"] }[];
  /** From `path`, the links to follow in turn to reach the screen (a result's "Select" leads to its checkout). */
  via?: string[];
  /**
   * Before pressing, the fields to type into (by data-testid; "" empties one, a select takes the option's value) —
   * to picture a form's error, what a traveller typed wrong.
   */
  fill?: Record<string, string>;
  /**
   * Then, the buttons to press in turn (a dialog's opener), each a data-testid or, for one of many alike (a paid seat),
   * a `css=` selector; `ready` is looked for after them.
   */
  press?: string[];
  /** Then, fields the presses brought up to set, as `fill` sets them (a child's age in the party picker just opened). */
  choose?: Record<string, string>;
  /**
   * Pictures the screen as the traveller sees it after pressing — the viewport wherever the page scrolled itself to
   * (an error's field brought into view and focused) — instead of the top of the page.
   */
  asSeen?: boolean;
  /** Then, on the calendar the last button opened: the booked stay's check-in and the day after its check-out. */
  staysLonger?: boolean;
  /** The data-testid (or `css=` selector) of the part pictured: the picture starts just above it, `maxHeight` counted from there. */
  from?: string;
  /** The data-testid (or `css=` selector) the picture ends with: it stops just below it (never past `maxHeight`). */
  to?: string;
};

export const ORGS: Org[] = [
  { key: "default", label: "Default organisation" },
  { key: "partner", label: "Partner organisation" },
];

export const LOCALES: Locale[] = [
  { key: "en", code: "en-US", label: "English" },
  { key: "ar", code: "ar-SA", label: "Arabic (right to left)" },
];

export const VIEWPORTS: Viewport[] = [
  { key: "desktop", width: 1280, height: 860, mobile: false },
  { key: "mobile", width: 390, height: 844, mobile: true },
];

/** Signed-in screens once per organisation, each in the other language, to keep the set small. */
const SIGNED_IN: Screen["only"] = [
  { org: "default", locale: "en" },
  { org: "partner", locale: "ar" },
];

/** The supplier products, once each: the default organisation in English (the partner club sells stays only). */
const PRODUCT_SHOT: Screen["only"] = [{ org: "default", locale: "en" }];

/**
 * A date `days` ahead as YYYY-MM-DD, moved off the sandboxes' trigger days (the 13th sells out, the 22nd re-prices —
 * docs/suppliers.md), so a picture never shows a sold-out offer by accident.
 */
export function shotDay(days: number, from = Date.now()): string {
  const d = new Date(from + days * 86_400_000);
  if (d.getUTCDate() === 13 || d.getUTCDate() === 22) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Each supplier product's search, results and checkout, and a stay product's (signed in: checkout is for members). */
function productScreens(): Screen[] {
  const tall = { desktop: 1500, mobile: 2600 };
  const month = shotDay(150).slice(0, 7);
  const products: { key: string; title: string; landing: string; form: string; results: string; ready: string; select: string[] }[] = [
    {
      key: "flight",
      title: "Flights",
      landing: "/flight",
      form: "flight-search-submit",
      results: `/flight/results?from=LON&to=NYC&depart=${shotDay(40)}&return=${shotDay(47)}&adults=1&cabin=economy`,
      ready: "flight-result",
      select: ["flight-select"],
    },
    {
      key: "packages",
      title: "Packages",
      landing: "/packages",
      form: "package-search-submit",
      results: `/packages/results?from=LON&to=paris&checkin=${shotDay(40)}&checkout=${shotDay(44)}&rooms=1&adults=2`,
      ready: "package-card",
      select: ["package-choose"],
    },
    {
      key: "cars",
      title: "Car rental",
      landing: "/cars",
      form: "car-search-submit",
      results: `/cars/results?pickup=airport:LHR&pickupDate=${shotDay(40)}&pickupTime=10:00&dropoffDate=${shotDay(43)}&dropoffTime=10:00&age=31-40&residence=GB`,
      ready: "car-card",
      select: ["car-select"],
    },
    {
      key: "transfers",
      title: "Airport transfers",
      landing: "/transfers",
      form: "transfer-search-submit",
      results: `/transfers/results?direction=from-airport&airport=CDG&address=${encodeURIComponent("10 Rue de Rivoli, Paris")}&date=${shotDay(40)}&time=14:30&passengers=2&luggage=2`,
      ready: "transfer-offer",
      select: ["transfer-select"],
    },
    {
      // The stay products share one search form and results page (SPEC: /search-detail?product=…): condos stand for them.
      key: "condo",
      title: "Condos",
      landing: "/condo",
      form: "search-submit",
      results: `/search-detail?product=condo&destination=Paris&checkin=${shotDay(40)}&checkout=${shotDay(44)}&guests=2&rooms=1`,
      ready: "result-card",
      select: ["result-link", "book-link"],
    },
    {
      key: "cruises",
      title: "Cruises",
      landing: "/cruises",
      form: "cruise-search-submit",
      results: `/cruises/results?region=CAR&month=${month}&length=6-9`,
      ready: "sailing-card",
      select: ["sailing-view", "cabin-choose"],
    },
  ];
  return products.flatMap((p) => [
    { key: `${p.key}-search`, title: `${p.title}: search`, path: p.landing, signedIn: false, ready: p.form, maxHeight: tall, only: PRODUCT_SHOT },
    { key: `${p.key}-results`, title: `${p.title}: results`, path: p.results, signedIn: false, ready: p.ready, maxHeight: tall, only: PRODUCT_SHOT },
    {
      key: `${p.key}-checkout`,
      title: `${p.title}: checkout (signed in)`,
      path: p.results,
      via: p.select,
      signedIn: true,
      ready: "checkout-form",
      maxHeight: { desktop: 1700, mobile: 3400 },
      only: PRODUCT_SHOT,
    },
  ]);
}

export const SCREENS: Screen[] = [
  { key: "home", title: "Home", path: "/", signedIn: false, ready: "deals", maxHeight: { desktop: 2120, mobile: 2400 } },
  {
    key: "results",
    title: "Search results",
    path: "/search-detail?destination=Paris",
    signedIn: false,
    ready: "results-list",
    maxHeight: { desktop: 1300, mobile: 1500 },
  },
  { key: "details", title: "Hotel page", path: "details", signedIn: false, ready: "room-list", maxHeight: { desktop: 1820, mobile: 3250 } },
  {
    key: "checkout",
    title: "Hotel checkout (signed in)",
    path: `/search-detail?destination=Paris&checkin=${shotDay(30)}&checkout=${shotDay(33)}&guests=2&rooms=1`,
    via: ["result-link", "book-link"],
    signedIn: true,
    ready: "checkout-form",
    maxHeight: { desktop: 1700, mobile: 3400 },
    only: SIGNED_IN,
  },
  {
    key: "trips",
    title: "My Trips (signed in)",
    path: "/user/my-trips",
    signedIn: true,
    ready: "upcoming-trips",
    maxHeight: { desktop: 900, mobile: 1000 },
    only: SIGNED_IN,
  },
  {
    key: "confirmation",
    title: "Booking confirmation (signed in)",
    path: "confirmation",
    signedIn: true,
    ready: "trip-details",
    maxHeight: { desktop: 1150, mobile: 1500 },
    only: SIGNED_IN,
  },
  {
    key: "trip",
    title: "Trip page under My Trips (signed in)",
    path: "/user/my-trips",
    via: ["view-trip"],
    signedIn: true,
    ready: "trip-details",
    maxHeight: { desktop: 1150, mobile: 1500 },
    only: SIGNED_IN,
  },
  // What a traveller can do with a booked flight, from its trip page: the panel each button opens.
  flightTripScreen("trip-bags", "Trip page: add bags after booking (signed in)", "add-bags", "add-bags-option", { desktop: 1900, mobile: 2400 }, [
    { org: "default", locale: "ar" },
  ]),
  flightTripScreen("trip-change-flight", "Trip page: change a flight (signed in)", "change-flight", "change-flight-panel", { desktop: 1600, mobile: 2400 }, [
    { org: "default", locale: "en" },
  ]),
  {
    key: "trip-change-dates",
    title: "Trip page: change a stay's dates, the price difference shown (signed in)",
    path: "stay-trip",
    press: ["change-dates"],
    staysLonger: true,
    signedIn: true,
    ready: "change-difference",
    maxHeight: { desktop: 1600, mobile: 2400 },
    only: [{ org: "default", locale: "en" }],
  },
  agentItineraryScreen(
    "agent-itinerary",
    "Agent: a client's itinerary of a flight, a car and a stay, with the commission (signed in as the demo agent)",
    { desktop: 900, mobile: 1600 },
    [{ org: "default", locale: "en" }],
  ),
  {
    key: "wallet",
    title: "Wallet (signed in)",
    path: "/wallet",
    signedIn: true,
    ready: "wallet-loaded",
    maxHeight: { desktop: 1100, mobile: 1500 },
    only: SIGNED_IN,
  },
  ...productScreens(),
  ...errorScreens(),
  ...capabilityScreens(),
];

/**
 * Issue #51, "errors where the eye is": a checkout after Pay with a traveller's field wrong, as the traveller sees it
 * — the first field in error focused and in view, on a desktop and a phone, in Arabic.
 */
function errorScreens(): Screen[] {
  const arabic: Screen["only"] = [{ org: "default", locale: "ar" }];
  const seen = { desktop: 860, mobile: 844 };
  // A driver of 22 for a rental searched for drivers of 31 to 40: the server refuses the age, on the driver's field.
  const young = `${new Date().getUTCFullYear() - 22}-04-12`;
  const day = shotDay(40);
  return [
    {
      key: "checkout-error",
      title: "Hotel checkout: Pay with the first name left empty — the field focused, in view (signed in)",
      path: `/search-detail?destination=Paris&checkin=${shotDay(30)}&checkout=${shotDay(33)}&guests=2&rooms=1`,
      via: ["result-link", "book-link"],
      signedIn: true,
      fill: { "checkout-firstName": "" },
      press: ["checkout-pay"],
      ready: "checkout-error",
      asSeen: true,
      maxHeight: seen,
      only: arabic,
    },
    {
      key: "cars-driver-age-error",
      title: "Car rental checkout: a driver too young for the age searched — the date of birth focused, in view (signed in)",
      path: `/cars/results?pickup=airport:LHR&pickupDate=${day}&pickupTime=10:00&dropoffDate=${shotDay(43)}&dropoffTime=10:00&age=31-40&residence=GB`,
      via: ["car-select"],
      signedIn: true,
      fill: {
        "driver-title": "mrs",
        "driver-firstName": "Dana",
        "driver-lastName": "Driver",
        "driver-dateOfBirth": young,
        "driver-email": "dana.driver@example.test",
        "driver-phone": "+44 20 7946 0000",
      },
      press: ["checkout-pay"],
      ready: "checkout-field-errors",
      asSeen: true,
      maxHeight: seen,
      only: arabic,
    },
  ];
}

/** A screen of the flight setup.shots.ts books for the default organisation's demo member: its trip page, a button pressed. */
function flightTripScreen(key: string, title: string, press: string, ready: string, maxHeight: Screen["maxHeight"], only: Screen["only"]): Screen {
  return { key, title, path: "flight-trip", press: [press], signedIn: true, ready, maxHeight, only };
}

/**
 * What issue #53 added, each where its journeys run (e2e/*.spec.ts on a desktop in English, *.mobile.spec.ts on a
 * phone in Arabic) and only there, to keep the set small: the default organisation, as the partner club sells stays only.
 */
function capabilityScreens(): Screen[] {
  const desktopEn: Screen["only"] = [{ org: "default", locale: "en", viewport: "desktop" }];
  const phoneAr: Screen["only"] = [{ org: "default", locale: "ar", viewport: "mobile" }];
  const flights = `/flight/results?from=LON&to=NYC&depart=${shotDay(40)}&return=${shotDay(47)}&adults=1&cabin=economy`;
  const stays = `/search-detail?destination=Paris&checkin=${shotDay(30)}&checkout=${shotDay(33)}&guests=2&rooms=1`;
  const cars = `/cars/results?pickup=airport:LHR&pickupDate=${shotDay(40)}&pickupTime=10:00&dropoffDate=${shotDay(43)}&dropoffTime=10:00&age=31-40&residence=GB`;
  const packages = `/packages/results?from=LON&to=paris&checkin=${shotDay(40)}&checkout=${shotDay(44)}&rooms=1&adults=2`;
  // One way, as e2e/fare-families.spec.ts searches: a flight sold as Light, Standard and Flex, its comparison opened.
  const oneWay = `/flight/results?from=LON&to=NYC&depart=${shotDay(40)}&adults=1&cabin=economy`;
  const threeFares = '[data-testid="flight-result"]:has([data-brand="Standard"])';
  return [
    {
      key: "flight-extras",
      title: "Flight checkout: a paid seat chosen on the seat map and an extra bag, the total moved (signed in)",
      path: flights,
      via: ["flight-select"],
      press: ['css=[data-testid="seat-map"] [data-testid^="seat-"][data-state="paid"]', "bags-1-0-more"],
      signedIn: true,
      ready: "checkout-extras-line",
      // On a phone the summary comes first, then the wallet, the traveller's form, the seat map and the bags: the picture
      // runs from the summary's price (the seats-and-bags line, the grand total) down to the extras' own total.
      from: "price-breakdown",
      to: "flight-extras",
      maxHeight: { desktop: 1700, mobile: 4200 },
      only: phoneAr,
    },
    {
      key: "occupancy-picker",
      title: "Stay search: the party picker open, a child's age chosen",
      path: "/hotel",
      press: ["occupancy", "occupancy-children-0-more"],
      choose: { "occupancy-age-0-0": "4" },
      signedIn: false,
      ready: "occupancy-panel",
      // A popover under the field on a desktop, a sheet rising from the bottom of a phone's screen: the screen as seen.
      asSeen: true,
      maxHeight: { desktop: 860, mobile: 844 },
      only: [
        { org: "default", locale: "en", viewport: "desktop" },
        { org: "default", locale: "ar", viewport: "mobile" },
      ],
    },
    {
      key: "fare-families",
      title: "Flight results: one flight's fares side by side",
      path: oneWay,
      press: [`css=${threeFares} [data-testid="fare-choices"] > summary`],
      signedIn: false,
      ready: 'css=details[open] [data-testid="fare-choice"]',
      from: `css=${threeFares}`,
      maxHeight: { desktop: 600, mobile: 1600 },
      only: desktopEn,
    },
    {
      key: "stay-filters",
      title: "Stay results narrowed to free cancellation, the other filters counting within it",
      path: `${stays}&freeCancel=1`,
      signedIn: false,
      ready: "filters-form",
      maxHeight: { desktop: 1300, mobile: 1600 },
      only: desktopEn,
    },
    {
      key: "stay-filter-sheet",
      title: "Stay results: the filter sheet",
      path: stays,
      press: ["results-bar-filter"],
      signedIn: false,
      ready: "filter-sheet",
      // The sheet covers the screen, not the page below it.
      maxHeight: { desktop: 860, mobile: 844 },
      only: phoneAr,
    },
    {
      key: "stay-map",
      title: "Stay results on a map, each stay a price pin",
      path: `${stays}&view=map`,
      signedIn: false,
      ready: 'css=[data-testid="results-map"][data-ready="true"] [data-testid="map-pin"]',
      maxHeight: { desktop: 1000, mobile: 1600 },
      only: desktopEn,
    },
    {
      key: "car-extras",
      title: "Car checkout: a child seat and an additional driver, with the fuel, mileage and deposit terms (signed in)",
      path: cars,
      via: ["car-select"],
      press: ["extra-child_seat-count-more", "extra-additional_driver-count-more"],
      signedIn: true,
      ready: "checkout-extras-line",
      maxHeight: { desktop: 1700, mobile: 3280 },
      only: phoneAr,
    },
    {
      key: "trip-correct-name",
      title: "Trip page: correct a traveller's name (signed in)",
      path: "stay-trip",
      press: ["correct-name"],
      signedIn: true,
      ready: "correct-name-dialog",
      // The dialog dims the screen, not the page below it.
      maxHeight: { desktop: 860, mobile: 844 },
      only: desktopEn,
    },
    {
      key: "package-swap",
      title: "Package: choose another flight, each with its difference",
      path: packages,
      via: ["package-change-flight"],
      signedIn: false,
      ready: "swap-current-choice",
      maxHeight: { desktop: 1300, mobile: 1800 },
      only: desktopEn,
    },
    agentItineraryScreen(
      "agent-itinerary-ar",
      "Agent: a client's itinerary on a phone, right to left (signed in as the demo agent)",
      { desktop: 900, mobile: 1120 },
      phoneAr,
    ),
  ];
}

/** The itinerary setup.shots.ts has the demo agent build, its row on My Quotes with the commission. */
function agentItineraryScreen(key: string, title: string, maxHeight: Screen["maxHeight"], only: Screen["only"]): Screen {
  return { key, title, path: "/agent/my-quotes", signedIn: true, agent: true, ready: "quote-row-commission", from: "quotes", maxHeight, only };
}

/** Where the pictures go, relative to the repository; the gallery is docs/screenshots.md beside the folder. */
export const PICTURES_DIR = "docs/screenshots";
export const GALLERY = "docs/screenshots.md";

export function pictured(screen: Screen, org: Org, locale: Locale, viewport: Viewport): boolean {
  return !screen.only || screen.only.some((o) => o.org === org.key && o.locale === locale.key && (!o.viewport || o.viewport === viewport.key));
}

export function fileName(screen: Screen, org: Org, locale: Locale, viewport: Viewport): string {
  return `${org.key}-${locale.key}-${screen.key}-${viewport.key}.jpg`;
}

/** Every picture the spec takes, in gallery order. */
export function allPictures(): { screen: Screen; org: Org; locale: Locale; viewport: Viewport; file: string }[] {
  return SCREENS.flatMap((screen) =>
    ORGS.flatMap((org) =>
      LOCALES.flatMap((locale) =>
        VIEWPORTS.filter((viewport) => pictured(screen, org, locale, viewport)).map((viewport) => ({
          screen,
          org,
          locale,
          viewport,
          file: fileName(screen, org, locale, viewport),
        })),
      ),
    ),
  );
}

/** docs/screenshots.md: one heading per screen, each organisation and language with its desktop and phone picture. */
export function gallery(): string {
  const lines = [
    "# Screenshots",
    "",
    "[README](../README.md) · [all docs](README.md)",
    "",
    "Taken by `npm run screenshots` (the Playwright spec `e2e/screenshots/take.shots.ts`) from the seeded demo data, as",
    "described in [Testing](testing.md#screenshots); this page is written by the same run. Desktop is 1280 px wide,",
    "mobile a 390 px phone; each picture shows the top of the page. Click a picture for the full size.",
    "",
  ];
  const pictures = allPictures();
  for (const screen of SCREENS) {
    lines.push(`## ${screen.title}`, "");
    for (const org of ORGS) {
      for (const locale of LOCALES) {
        const pair = pictures.filter((p) => p.screen === screen && p.org === org && p.locale === locale);
        if (pair.length === 0) continue;
        lines.push(`**${org.label}, ${locale.label}**`, "");
        const images = pair.map((p) => {
          const alt = `${screen.title}, ${org.label}, ${locale.label}, ${p.viewport.key}`;
          const width = p.viewport.mobile ? 195 : 480;
          return `<a href="screenshots/${p.file}"><img src="screenshots/${p.file}" alt="${alt}" width="${width}"></a>`;
        });
        lines.push(images.join(" "), "");
      }
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
