import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { TripList } from "@/components/booking/trip-list";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { openGuestBooking, type GuestBookingView } from "@/lib/booking/guest/manage-booking";
import { AppError } from "@/lib/http/errors";
import { tripWords } from "@/lib/booking/own-trips";
import { tripCards } from "@/lib/booking/trip-cards";
import { payDueTexts } from "@/components/booking/pay-due-texts";
import { getRequestContext } from "@/lib/request-context";

/** /manage-booking/booking?token=…: the booking a guest's manage link opens, with its cancellation under its policy. */
export default async function GuestBookingPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const t = await getTranslations("ManageBooking");
  const { org, locale, currency } = await getRequestContext();
  const raw = (await searchParams).token;
  const token = typeof raw === "string" && raw.length <= 200 ? raw : "";
  let view: GuestBookingView | null = null;
  let reason = "invalid";
  try {
    view = await openGuestBooking({ token, org });
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    reason = error.detail?.reason === "expired" ? "expired" : "invalid";
  }
  if (!view) {
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
  const cards = tripCards([view.booking], await tripWords(locale, org.timeZone, currency));
  // A guest pays a charge due or failed here; a member does it on the trip page.
  const payTexts = Object.fromEntries(await Promise.all(cards.filter((c) => c.owing).map(async (c) => [c.reference, await payDueTexts(c.owing!)] as const)));
  return (
    <>
      <PageHeader title={t("bookingTitle")} subtitle={t("bookedWith", { email: view.email })} />
      <PageBody>
        <div className="max-w-3xl space-y-4">
          <TripList trips={cards} testId="guest-booking" manageToken={token} payTexts={payTexts} />
          <p className="text-sm text-slate-600">{t("refundNote")}</p>
        </div>
      </PageBody>
    </>
  );
}
