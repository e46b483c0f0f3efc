import Link from "@/components/ui/link";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { formatDate } from "@/lib/locale/format";
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
  const t = await getTranslations("Cars");
  const locale = await getLocale();
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
      <section aria-labelledby="cars-promise" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900">
        <h2 id="cars-promise" className="font-semibold">
          {t("landing.includedTitle")}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {(["cdw", "theft", "liability", "taxes"] as const).map((i) => (
            <li key={i}>✓ {t(`card.includes.${i}`)}</li>
          ))}
          <li>✓ {t("landing.freeCancellation")}</li>
        </ul>
      </section>
      <section aria-labelledby="cars-popular">
        <h2 id="cars-popular" className="text-xl font-semibold">
          {t("landing.popularTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t("landing.popularHint", { date: formatDate(`${pickupDate}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" }) })}
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="popular-pickups">
          {places.map((p) => (
            <li key={p.ref}>
              <Link
                href={href(p)}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand"
                data-testid="popular-pickup"
              >
                <span className="inline-flex h-10 w-12 shrink-0 items-center justify-center rounded-lg bg-slate-100 font-mono text-sm font-bold text-slate-800">
                  {p.code}
                </span>
                <span className="min-w-0">
                  <bdi className="block truncate font-medium text-slate-900">{p.city}</bdi>
                  <span className="block truncate text-sm text-slate-600">{country(p)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
