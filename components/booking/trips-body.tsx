import { ownTrips } from "@/lib/orders/own-trips";
import { getRequestContext } from "@/lib/http/page-context";
import { TripsView } from "./trips-view";

/** The lists alone, rendered for the member (also the Booking History and My Trips tabs of /user-details). */
export async function TripsBody({ userId, view }: { userId: number; view: "trips" | "history" }) {
  const { org, locale, currency } = await getRequestContext();
  return <TripsView trips={await ownTrips({ userId, org, locale, currency, view })} />;
}
