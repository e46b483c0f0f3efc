import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { manageBookingPath } from "@/lib/orders/guest/manage-link";
import { manageLinkExpiry, signManageToken } from "@/lib/orders/guest/manage-token";

/** On a guest's confirmation: the same manage-booking link the confirmation e-mail carries. */
export async function GuestManageLink({ reference, email, lastDay }: { reference: string; email: string; lastDay: string }) {
  const t = await getTranslations("ManageBooking");
  return (
    <p className="text-sm">
      <Link
        href={manageBookingPath(signManageToken(reference, email, manageLinkExpiry(lastDay)))}
        className="font-semibold text-brand underline"
        data-testid="confirmation-manage-link"
      >
        {t("manageThis")}
      </Link>{" "}
      · {t("manageHint")}
    </p>
  );
}
