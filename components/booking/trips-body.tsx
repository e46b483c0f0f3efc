import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { listReservations, splitTrips } from "@/lib/booking/list-reservations";
import { moneyFormatter } from "@/lib/locale/display-money";
import { todayIn } from "@/lib/org/calendar";
import { getRequestContext } from "@/lib/request-context";
import { TripList } from "./trip-list";

/** The lists alone (also the Booking History and My Trips tabs of /user-details). */
export async function TripsBody({ userId, view }: { userId: number; view: "trips" | "history" }) {
  const t = await getTranslations("Trips");
  const { org, locale, currency } = await getRequestContext();
  const today = todayIn(org.timeZone);
  const all = await listReservations(userId, org.id, today);
  const money = await moneyFormatter(locale, currency);
  const { upcoming, past } = splitTrips(all, today);
  return view === "trips" ? (
    <div className="space-y-8">
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t("upcoming")}</h2>
        <TripList trips={upcoming} money={money} testId="upcoming-trips" />
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t("past")}</h2>
        <TripList trips={past} money={money} testId="past-trips" past />
      </section>
      {/* With no upcoming trip, its empty state already offers this. */}
      {upcoming.length > 0 ? (
        <Link href="/hotel" className="inline-block font-semibold text-brand underline">
          {t("findStay")}
        </Link>
      ) : null}
    </div>
  ) : (
    <TripList trips={all} money={money} testId="booking-history" />
  );
}
