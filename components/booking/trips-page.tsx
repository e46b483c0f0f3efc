import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/http/current-user";
import { OwnPart } from "@/components/ui/own-part";
import { OwnTripsPanel } from "./own-trips-panel";
import { TripsBody } from "./trips-body";

/**
 * /user/my-trips (upcoming, then past and cancelled) and /user/booking-history (everything). Served to every
 * signed-in visitor alike from the page cache, the lists load once the page is on screen (GET /api/trips); rendered for one
 * visitor (a navigation, a refresh after a cancellation), they are rendered in place.
 */
export async function TripsPage({ view }: { view: "trips" | "history" }) {
  const tp = await getTranslations("Pages");
  const title = tp(view === "trips" ? "myTrips" : "bookingHistory");
  const user = await getSessionUser();
  return (
    <>
      <PageHeader title={title} />
      <PageBody>
        <OwnPart page={title} panel={(labels, signedOut) => <OwnTripsPanel view={view} labels={labels} signedOut={signedOut} />}>
          {user ? <TripsBody userId={user.id} view={view} /> : null}
        </OwnPart>
      </PageBody>
    </>
  );
}
