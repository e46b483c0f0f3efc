import { getTranslations } from "@/lib/locale/translations";
import { getRequestContext } from "@/lib/http/page-context";
import { SiteFooterView } from "./site-footer-view";

export async function SiteFooter() {
  const { org, currency } = await getRequestContext();
  const t = await getTranslations("Footer");
  return (
    <SiteFooterView
      texts={{
        rights: t("rights", { year: new Date().getFullYear(), org: org.name }),
        poweredBy: t("poweredBy", { currency }),
        privacy: t("privacy"),
        terms: t("terms"),
        manageBooking: org.allowGuestBooking ? t("manageBooking") : undefined,
      }}
    />
  );
}
