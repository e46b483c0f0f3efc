"use client";

import { useTranslations } from "next-intl";
import type { OwnTrips } from "@/lib/orders/own-trips";
import Link from "@/components/ui/link";
import { TripList } from "./trip-list";

/** My Trips' two lists (upcoming, then past and cancelled) or the booking history's one, from the member's trip cards. */
export function TripsView({ trips }: { trips: OwnTrips }) {
  const t = useTranslations("Trips");
  if (trips.view === "history") return <TripList trips={trips.all} testId="booking-history" />;
  return (
    <div className="space-y-8">
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t("upcoming")}</h2>
        <TripList trips={trips.upcoming} testId="upcoming-trips" />
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t("past")}</h2>
        <TripList trips={trips.past} testId="past-trips" past />
      </section>
      {/* With no upcoming trip, its empty state already offers this. */}
      {trips.upcoming.length > 0 ? (
        <Link href="/hotel" className="inline-block font-semibold text-brand underline">
          {t("findStay")}
        </Link>
      ) : null}
    </div>
  );
}
