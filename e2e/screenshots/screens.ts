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
  /** A path, or "details": the first hotel of the Paris results. */
  path: string;
  signedIn: boolean;
  /** The data-testid shown once the screen has its content. */
  ready: string;
  /** How much of the page is pictured, in CSS pixels from the top (the whole page when shorter). */
  maxHeight: Record<Viewport["key"], number>;
  /** The organisation and language combinations pictured (all when absent). */
  only?: { org: Org["key"]; locale: Locale["key"] }[];
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
    key: "trips",
    title: "My Trips (signed in)",
    path: "/user/my-trips",
    signedIn: true,
    ready: "upcoming-trips",
    maxHeight: { desktop: 900, mobile: 1000 },
    only: SIGNED_IN,
  },
  {
    key: "wallet",
    title: "Wallet (signed in)",
    path: "/wallet",
    signedIn: true,
    ready: "wallet-loaded",
    maxHeight: { desktop: 1100, mobile: 1500 },
    only: SIGNED_IN,
  },
];

/** Where the pictures go, relative to the repository; the gallery is docs/screenshots.md beside the folder. */
export const PICTURES_DIR = "docs/screenshots";
export const GALLERY = "docs/screenshots.md";

export function pictured(screen: Screen, org: Org, locale: Locale): boolean {
  return !screen.only || screen.only.some((o) => o.org === org.key && o.locale === locale.key);
}

export function fileName(screen: Screen, org: Org, locale: Locale, viewport: Viewport): string {
  return `${org.key}-${locale.key}-${screen.key}-${viewport.key}.jpg`;
}

/** Every picture the spec takes, in gallery order. */
export function allPictures(): { screen: Screen; org: Org; locale: Locale; viewport: Viewport; file: string }[] {
  return SCREENS.flatMap((screen) =>
    ORGS.flatMap((org) =>
      LOCALES.filter((locale) => pictured(screen, org, locale)).flatMap((locale) =>
        VIEWPORTS.map((viewport) => ({ screen, org, locale, viewport, file: fileName(screen, org, locale, viewport) })),
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
