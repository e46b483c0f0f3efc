import { isoDay } from "../../tests/support/catalogue-factory";
import { addPackageStays, createPackageDestination } from "../../tests/support/package-factory";

/**
 * A package destination of the test's own with four stays (`tag` makes their names its own): its 4-star hotel (free to
 * cancel), a 5-star hotel free to cancel, a 5-star flat (non-refundable) and a 3-star inn (free to cancel) — four
 * package prices far apart, for the filters' counts and the budget bands.
 */
export async function destinationOfFourStays(tag: string) {
  const dest = await createPackageDestination({ hotelName: `Chiado Hotel ${tag}` });
  const [grand, flats, inn] = await addPackageStays(dest.slug, [
    { name: `Grand Tagus ${tag}`, stars: 5, type: "hotel", policy: "FREE_CANCELLATION", rate: 40_000 },
    { name: `Alfama Flats ${tag}`, stars: 5, type: "apartment", policy: "NON_REFUNDABLE", rate: 30_000 },
    { name: `Baixa Inn ${tag}`, stars: 3, type: "hotel", policy: "FREE_CANCELLATION", rate: 9_000 },
  ]);
  return { ...dest, grand: grand!, flats: flats!, inn: inn! };
}

/** The package results from Heathrow to `slug` for three nights from `day` days ahead, two adults. */
export function packageResultsUrl(slug: string, day: number): string {
  return `/packages/results?${new URLSearchParams({ from: "LHR", to: slug, checkin: isoDay(day), checkout: isoDay(day + 3), rooms: "1", adults: "2", children: "0" })}`;
}
