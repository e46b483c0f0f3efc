import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { TripList } from "@/components/booking/trip-list";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { openGuestBooking, type GuestBookingView } from "@/lib/booking/guest/manage-booking";
import { AppError } from "@/lib/http/errors";
import { moneyFormatter } from "@/lib/locale/display-money";
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
  const money = await moneyFormatter(locale, currency);
  return (
    <>
      <PageHeader title={t("bookingTitle")} subtitle={t("bookedWith", { email: view.email })} />
      <PageBody>
        <div className="max-w-3xl space-y-4">
          <TripList trips={[view.booking]} money={money} testId="guest-booking" manageToken={token} />
          <p className="text-sm text-slate-600">{t("refundNote")}</p>
        </div>
      </PageBody>
    </>
  );
}
