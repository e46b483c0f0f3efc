import type { CruiseQuery } from "../../../../lib/suppliers/cruises/types";

export declare const LENGTH_BANDS: readonly ["3-5", "6-9", "10+"];

export type LengthBand = (typeof LENGTH_BANDS)[number];

/** What GET /v1/sailings is asked (its parameters, as the site's client fills them). */
export type SailingQuery = CruiseQuery;

/** An itinerary day and a cabin's facts as the API writes them (docs/suppliers.md). */
export type { CabinFacts, ItineraryDay } from "../../../../lib/suppliers/cruises/types";
