import { zInt4 } from "@/lib/zod-int";
import { CRUISE_CHILD_AGES, MAX_GUESTS } from "@/lib/suppliers/cruises/types";

/**
 * Who shares the cabin, as the search and sailing URLs carry it: `adults`, `children` and `ages` (each child's age on
 * the day of sailing, comma-separated), the occupancy picker's fields. `guests` (everyone an adult) is the older
 * links' form, still read. Parsing never throws: each bad field is an error code.
 */
export const DEFAULT_GUESTS = 2;

export type CruisePartyErrorCode = "guests" | "adults" | "children" | "ages" | "agesCount" | "cabinFull";
export type CruisePartyError = { field: string; code: CruisePartyErrorCode };

/** `guests`: everyone in the cabin; `childAges`: the children among them, as asked. */
export type CruisePartyValue = { guests: number; childAges: number[] };

/** English reasons, for the API's field errors (pages translate the codes under Cruises.errors). */
export const CRUISE_PARTY_ERROR_TEXT: Record<CruisePartyErrorCode, string> = {
  guests: `Use a number of guests from 1 to ${MAX_GUESTS}`,
  adults: `Use a number of adults from 1 to ${MAX_GUESTS}`,
  children: `Use a number of children from 0 to ${MAX_GUESTS - 1}`,
  ages: `Give each child's age, from ${CRUISE_CHILD_AGES.min} to ${CRUISE_CHILD_AGES.max}, separated by commas`,
  agesCount: "Give the age of each child",
  cabinFull: `A cabin sleeps at most ${MAX_GUESTS} guests`,
};

type Raw = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined): string | undefined => {
  const s = (Array.isArray(v) ? v[v.length - 1] : v)?.trim();
  return s ? s : undefined;
};

const adultsField = zInt4({ min: 1, max: MAX_GUESTS });
const childrenField = zInt4({ min: 0, max: MAX_GUESTS - 1 });
const AGES = /^\d{1,2}(,\d{1,2})*$/;

export function parseCruiseParty(raw: Raw): { party: CruisePartyValue; errors: CruisePartyError[] } {
  const errors: CruisePartyError[] = [];
  const fail = (field: string, code: CruisePartyErrorCode) => errors.push({ field, code });
  const count = (field: "adults" | "guests" | "children", schema: typeof adultsField, fallback: number) => {
    const value = one(raw[field]);
    if (value === undefined) return fallback;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : (fail(field, field), fallback);
  };
  const adults = one(raw.adults) === undefined ? count("guests", adultsField, DEFAULT_GUESTS) : count("adults", adultsField, DEFAULT_GUESTS);
  const agesRaw = one(raw.ages) ?? "";
  const ages = agesRaw === "" ? [] : AGES.test(agesRaw) ? agesRaw.split(",").map(Number) : null;
  if (!ages || ages.some((a) => a < CRUISE_CHILD_AGES.min || a > CRUISE_CHILD_AGES.max)) fail("ages", "ages");
  const children = count("children", childrenField, ages?.length ?? 0);
  const agesOk = !!ages && !errors.length;
  const childAges = agesOk ? ages : [];
  if (agesOk && childAges.length !== children && !errors.some((e) => e.field === "children")) fail("ages", "agesCount");
  if (!errors.length && adults + children > MAX_GUESTS) fail("children", "cabinFull");
  return errors.length ? { party: { guests: adults, childAges: [] }, errors } : { party: { guests: adults + children, childAges }, errors };
}

/** The party's query parameters (left out for the default two adults), for links to results, sailings and back. */
export function cruisePartyParams(party: Partial<CruisePartyValue>, p = new URLSearchParams()): URLSearchParams {
  const guests = party.guests ?? DEFAULT_GUESTS;
  const childAges = party.childAges ?? [];
  if (childAges.length) {
    p.set("adults", String(guests - childAges.length));
    p.set("children", String(childAges.length));
    p.set("ages", childAges.join(","));
  } else if (guests !== DEFAULT_GUESTS) p.set("adults", String(guests));
  return p;
}
