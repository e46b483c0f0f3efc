import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { zInt4 } from "@/lib/zod-int";
import { CRUISE_PARTY_ERROR_TEXT, cruisePartyParams, parseCruiseParty, type CruisePartyErrorCode } from "./party";
import { LENGTH_BANDS, REGIONS, type CruiseCatalogue, type LengthBand, type Region } from "@/lib/suppliers/cruises/types";

/**
 * The cruise search as the URL carries it (/cruises/results and GET /api/cruises/search): region, month, length
 * bands, departure port, cruise lines, the party (adults, children and their ages: ./party.ts), sort and page. Lists come as "a,b" or repeated parameters (a form's
 * checkboxes). Parsing never throws: each bad field is an error code, shown translated by the page and as a 400 with
 * field reasons by the API. Ports and lines are checked against the line's catalogue (lib/cruises/catalogue.ts).
 */
export const CRUISE_SORTS = ["date", "price", "length"] as const;
export type CruiseSort = (typeof CRUISE_SORTS)[number];
export const PER_PAGE = 10;
export { DEFAULT_GUESTS } from "./party";

/** Months a visitor can pick: from the organisation's earliest check-in month, a year and a half ahead. */
const MONTHS_OFFERED = 18;

/** The months the search offers ("2027-03" …), from the month of `minDate` (the organisation's first bookable day). */
export function monthsOffered(minDate: string): string[] {
  const [y, m] = minDate.split("-").map(Number) as [number, number];
  return Array.from({ length: MONTHS_OFFERED }, (_, i) => {
    const n = y * 12 + m - 1 + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
  });
}

export type CruiseSearch = {
  region?: Region;
  month?: string;
  lengths: LengthBand[];
  port?: string;
  lines: string[];
  /** Everyone in the cabin, the children among them. */
  guests: number;
  childAges: number[];
  sort: CruiseSort;
  page: number;
};

export type CruiseSearchErrorCode = "regionOrPort" | "region" | "month" | "length" | "port" | "line" | CruisePartyErrorCode | "sort" | "page" | "portRegion";
export type CruiseSearchError = { field: string; code: CruiseSearchErrorCode };

/** English reasons, for the API's field errors (pages translate the codes under Cruises.errors). */
export const CRUISE_SEARCH_ERROR_TEXT: Record<CruiseSearchErrorCode, string> = {
  regionOrPort: "Choose a region or a departure port",
  region: `Use one of ${REGIONS.join(", ")}`,
  month: "Use a month as YYYY-MM",
  length: `Use lengths among ${LENGTH_BANDS.join(", ")}`,
  port: "Use the code of a departure port",
  line: "Use the codes of cruise lines",
  ...CRUISE_PARTY_ERROR_TEXT,
  sort: `Use one of ${CRUISE_SORTS.join(", ")}`,
  page: "Use a page number from 1 to 1000",
  portRegion: "This port is not in the region chosen",
};

export type RawParams = Record<string, string | string[] | undefined>;

const list = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v.join(",") : (v ?? ""))
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const one = (v: string | string[] | undefined): string | undefined => {
  const s = (Array.isArray(v) ? v[v.length - 1] : v)?.trim();
  return s ? s : undefined;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pageField = zInt4({ min: 1, max: 1000 });

export function parseCruiseSearch(
  raw: RawParams,
  catalogue: CruiseCatalogue,
): { ok: true; search: CruiseSearch } | { ok: false; errors: CruiseSearchError[]; partial: Partial<CruiseSearch> } {
  const errors: CruiseSearchError[] = [];
  const lineCodes = catalogue.lines.map((l) => l.code);
  const homePorts = catalogue.ports;
  const fail = (field: string, code: CruiseSearchErrorCode) => errors.push({ field, code });

  const regionRaw = one(raw.region);
  const region =
    regionRaw === undefined ? undefined : (REGIONS as readonly string[]).includes(regionRaw) ? (regionRaw as Region) : (fail("region", "region"), undefined);
  const monthRaw = one(raw.month);
  const month = monthRaw === undefined ? undefined : MONTH.test(monthRaw) ? monthRaw : (fail("month", "month"), undefined);
  const lengths = list(raw.length);
  if (lengths.some((l) => !(LENGTH_BANDS as readonly string[]).includes(l))) fail("length", "length");
  const portRaw = one(raw.port)?.toUpperCase();
  const port = portRaw === undefined ? undefined : homePorts.some((p) => p.code === portRaw) ? portRaw : (fail("port", "port"), undefined);
  const lines = list(raw.line).map((l) => l.toUpperCase());
  if (lines.some((l) => !lineCodes.includes(l))) fail("line", "line");
  const party = parseCruiseParty(raw);
  errors.push(...party.errors);
  const sortRaw = one(raw.sort) ?? "date";
  const sort = (CRUISE_SORTS as readonly string[]).includes(sortRaw) ? (sortRaw as CruiseSort) : (fail("sort", "sort"), "date" as const);
  const page = one(raw.page) === undefined ? { success: true as const, data: 1 } : pageField.safeParse(one(raw.page));
  if (!page.success) fail("page", "page");
  if (!regionRaw && !portRaw) fail("region", "regionOrPort");
  if (region && port && homePorts.find((p) => p.code === port)?.region !== region) fail("port", "portRegion");

  const search: CruiseSearch = {
    region,
    month,
    lengths: lengths.filter((l): l is LengthBand => (LENGTH_BANDS as readonly string[]).includes(l)),
    port,
    lines: lines.filter((l) => lineCodes.includes(l)),
    ...party.party,
    sort,
    page: page.success ? page.data : 1,
  };
  return errors.length > 0 ? { ok: false, errors, partial: search } : { ok: true, search };
}

/** The query string of a search (lists comma-joined, defaults left out), for links, sort, filters and paging. */
export function cruiseSearchParams(s: Partial<CruiseSearch>): URLSearchParams {
  const p = new URLSearchParams();
  if (s.region) p.set("region", s.region);
  if (s.month) p.set("month", s.month);
  if (s.lengths?.length) p.set("length", s.lengths.join(","));
  if (s.port) p.set("port", s.port);
  if (s.lines?.length) p.set("line", s.lines.join(","));
  cruisePartyParams(s, p);
  if (s.sort && s.sort !== "date") p.set("sort", s.sort);
  if (s.page && s.page > 1) p.set("page", String(s.page));
  return p;
}

export function cruiseResultsHref(s: Partial<CruiseSearch>): string {
  const q = cruiseSearchParams(s).toString();
  return q ? `/cruises/results?${q}` : "/cruises/results";
}

export function sailingHref(sailingId: string, party: { guests: number; childAges: number[] }): string {
  const q = cruisePartyParams(party).toString();
  return q ? `/cruises/${sailingId}?${q}` : `/cruises/${sailingId}`;
}

export function cruiseCheckoutHref(offerId: string): string {
  return `/cruises/checkout?offer=${encodeURIComponent(offerId)}`;
}

/** zod view of the same query for the API's schema (values only bounded in size; parseCruiseSearch checks them). */
export const ZCruiseSearchRaw = z.record(zText(), zText().max(200));
