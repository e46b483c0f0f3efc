import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { TripDetails } from "@/components/trips/trip-details";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { GuestManageLink } from "@/components/booking/guest/guest-manage-link";
import { getSessionUser } from "@/lib/http/current-user";
import { bookingViewKeyMatches } from "@/lib/booking/view-token";
import { loadTrip } from "@/lib/orders/trip-view";
import { orderStillSettling } from "@/lib/orders/order-pending";
import { getRequestContext } from "@/lib/http/page-context";

/** The confirmation page: the booker's own (signed-in owner, or a guest holding the key from checkout). */
export default async function CheckoutSuccessPage({ searchParams }: { searchParams: Promise<{ ref?: string; key?: string; payment?: string }> }) {
  const t = await getTranslations("Confirmation");
  const { org } = await getRequestContext();
  const { ref, key, payment } = await searchParams;
  const user = await getSessionUser();
  const trip = ref && /^[A-Z0-9-]{6,20}$/.test(ref) ? await loadTrip(ref, org.id, org.timeZone) : null;
  const mine = trip && trip.status === "CONFIRMED" && ((user && trip.userId === user.id) || (!trip.userId && bookingViewKeyMatches(trip.reference, key)));
  if (!trip || !mine) {
    // Back from the payment provider's page (lib/orders/payment-return.ts): not paid, refunded, or still confirming.
    const confirming = !trip && !!ref && /^[A-Z0-9-]{6,20}$/.test(ref) && (await orderStillSettling(ref, org.id));
    const tc = await getTranslations("Checkout");
    const message = confirming
      ? t("confirming")
      : payment === "refunded"
        ? t("paymentRefunded")
        : payment === "card_expires"
          ? t("paymentCardExpires")
          : payment === "not_completed"
            ? t("paymentNotCompleted")
            : t("notFound");
    return (
      <>
        {confirming ? <meta httpEquiv="refresh" content="3" /> : null}
        <PageHeader title={confirming || payment ? tc("paymentTitle") : t("title")} />
        <PageBody>
          <p role="alert" data-testid="payment-outcome">
            {message}
          </p>
        </PageBody>
      </>
    );
  }
  const owner = !!user && trip.userId === user.id;
  const banner = (
    <div className="space-y-1 rounded-xl border border-emerald-200 bg-emerald-50 p-4" data-testid="confirmation">
      <p className="font-semibold">{t("thanks", { name: trip.leadFirstName })}</p>
      {trip.contactEmail ? <p className="text-sm">{t("sentTo", { email: trip.contactEmail })}</p> : null}
      {owner ? (
        <Link
          href={`/user/my-trips/${trip.reference}`}
          className="inline-block text-sm font-semibold text-brand underline print:hidden"
          data-testid="open-trip"
        >
          {t("openTrip")}
        </Link>
      ) : !user && trip.contactEmail ? (
        <GuestManageLink reference={trip.reference} email={trip.contactEmail} lastDay={trip.checkOut.slice(0, 10)} />
      ) : null}
    </div>
  );
  return (
    <>
      <PageHeader title={t("title")} />
      <PageBody>
        {/* A guest's calendar file and cancelling come with the manage-booking page the banner links to. */}
        <TripDetails
          trip={trip}
          timeZone={org.timeZone}
          calendarHref={owner ? `/api/trips/${trip.reference}/calendar` : null}
          canCancel={owner}
          banner={banner}
        />
      </PageBody>
    </>
  );
}
