import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { TripDetails } from "@/components/trips/trip-details";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { openGuestTrip } from "@/lib/orders/guest/manage-booking";
import { AppError } from "@/lib/errors";
import { getRequestContext } from "@/lib/http/page-context";

/**
 * /manage-booking/booking?token=…: the booking a guest's manage link opens — the same trip page a member reads under
 * My Trips (address, times, policy, payment and refunds, calendar file, print), cancelled and paid with the token.
 */
export default async function GuestBookingPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const t = await getTranslations("ManageBooking");
  const { org } = await getRequestContext();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw.length <= 200 ? raw : "";
  let opened: Awaited<ReturnType<typeof openGuestTrip>> | null = null;
  let reason = "invalid";
  try {
    opened = await openGuestTrip({ token, org });
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    reason = error.detail?.reason === "expired" ? "expired" : "invalid";
  }
  if (!opened) {
    return (
      <>
        <PageHeader title={t("bookingTitle")} />
        <PageBody>
          <div className="max-w-xl space-y-4" data-testid="manage-link-problem">
            <p role="alert">{t(reason === "expired" ? "linkExpired" : "linkInvalid")}</p>
            <Link href="/manage-booking" className="inline-block font-semibold text-brand underline">
              {t("findAgain")}
            </Link>
          </div>
        </PageBody>
      </>
    );
  }
  const { trip, email } = opened;
  return (
    <>
      <PageHeader title={t("bookingTitle")} subtitle={t("bookedWith", { email })} />
      <PageBody>
        <div className="space-y-4" data-testid="guest-booking">
          <TripDetails
            trip={trip}
            timeZone={org.timeZone}
            calendarHref={`/api/booking/manage/calendar?token=${encodeURIComponent(token)}`}
            canCancel
            manageToken={token}
          />
          {trip.status === "CONFIRMED" ? <p className="max-w-5xl text-sm text-slate-600 print:hidden">{t("refundNote")}</p> : null}
        </div>
      </PageBody>
    </>
  );
}
