/** Duffel's cabin classes, cheapest first: what a flight search asks for and an offer sells. */
export const CABINS = ["economy", "premium_economy", "business", "first"] as const;
export type Cabin = (typeof CABINS)[number];
