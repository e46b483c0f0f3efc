import { LandingNotes, LinkTiles } from "@/components/ui/landing-parts";
import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { DEFAULT_AGE_RANGE } from "@/lib/suppliers/cars/age-ranges";
import { countryCodeOf } from "@/lib/suppliers/cars/airports.mjs";
import { findCarPlace } from "@/lib/suppliers/cars/places";
import { carResultsHref } from "@/lib/suppliers/cars/search-input";
import type { CarPlace } from "@/lib/suppliers/cars/types";
import { regionName } from "@/lib/places/names";

/** Airports where most rentals start, for the landing page's one-tap searches. */
const POPULAR = ["LHR", "CDG", "JFK", "LAX", "MCO", "DXB", "BCN", "FCO", "LIS", "MUC", "CUN", "SYD"];

/**
 * Below the car search: what every price includes, then one-tap searches at popular airports for a three-day rental
 * from the first day the organisation takes bookings, as rental sites offer on their landing pages.
 */
export async function PopularPickups({ org, residence }: { org: OrgConfig; residence: string }) {
  const [t, { locale, day }] = await Promise.all([getTranslations("Cars"), readerFormats()]);
  const pickupDate = minCheckinDate(org);
  const dropoffDate = addDays(pickupDate, 3);
  const places = (await Promise.all(POPULAR.map((code) => findCarPlace(`airport:${code}`)))).filter((p): p is CarPlace => p !== null);
  const href = (p: CarPlace) =>
    carResultsHref(
      { pickup: p, dropoff: p, pickupDate, pickupTime: "10:00", dropoffDate, dropoffTime: "10:00", ageRange: DEFAULT_AGE_RANGE, residence },
      { sort: "price", classes: [], suppliers: [], transmission: null, location: null, page: 1 },
    );
  const country = (p: CarPlace) => {
    const code = countryCodeOf(p.country);
    return code ? regionName(code, locale, p.country) : p.country;
  };
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <LandingNotes
        id="cars-promise"
        look="ticks"
        title={t("landing.includedTitle")}
        notes={[...(["cdw", "theft", "liability", "taxes"] as const).map((i) => t(`card.includes.${i}`)), t("landing.freeCancellation")]}
      />
      <LinkTiles
        id="cars-popular"
        title={t("landing.popularTitle")}
        hint={t("landing.popularHint", { date: day(pickupDate) })}
        tiles={places.map((p) => ({ key: p.ref, href: href(p), badge: p.code ?? "", title: p.city, detail: country(p) }))}
        testIds={["popular-pickups", "popular-pickup"]}
      />
    </div>
  );
}
