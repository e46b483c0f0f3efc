"use server";

import { getTranslations } from "@/lib/locale/translations";
import { ownPartFor } from "@/components/ui/own-part";
import { TripsBody } from "./trips-body";

/** The caller's own trips, for the shared My Trips and booking history pages (components/ui/own-part.tsx). */
export async function tripsPart(view: "trips" | "history") {
  const shown = view === "trips" ? "trips" : "history";
  const tp = await getTranslations("Pages");
  return ownPartFor(tp(shown === "trips" ? "myTrips" : "bookingHistory"), (user) => <TripsBody userId={user.id} view={shown} />);
}
