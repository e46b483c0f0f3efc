import { getTranslations } from "@/lib/locale/translations";
import { ManageBookingForm } from "@/components/booking/guest/manage-booking-form";
import { PageBody, PageHeader } from "@/components/ui/page-header";

/** /manage-booking: a guest finds a booking by its reference and the e-mail it was booked with. */
export default async function ManageBookingPage() {
  const t = await getTranslations("ManageBooking");
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("intro")} />
      <PageBody>
        <ManageBookingForm />
      </PageBody>
    </>
  );
}
