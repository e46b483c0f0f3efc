import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { formatDate } from "@/lib/locale/format";
import type { CruiseOffer } from "@/lib/suppliers/cruises/offer";
import { routeSummary } from "@/lib/suppliers/cruises/offer";
import { partSeparator } from "@/lib/locale/part-separator";

/** The cruise in the checkout's summary: ship, route, dates, cabin and guests (the checkout states its cancellation terms once, from lib/terms). */
export async function CruiseCheckoutSummary({ offer }: { offer: CruiseOffer }) {
  const t = await getTranslations("Cruises");
  const locale = await getLocale();
  const d = offer.details;
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  return (
    <div className="space-y-2 text-sm" data-testid="cruise-summary">
      <p className="text-base font-semibold">{t("cardTitle", { nights: d.nights, ship: d.ship.name })}</p>
      <p className="text-slate-600">{d.line.name}</p>
      <p dir="ltr">{routeSummary(d)}</p>
      <p>{t("sailsFromTo", { from: d.departurePort, to: d.arrivalPort, start: day(d.departureDate), end: day(d.arrivalDate) })}</p>
      <p data-testid="cruise-summary-cabin">
        {t(`cabins.${d.cabin.category}`)}
        {partSeparator(locale)}
        {t("guestsCount", { count: d.guests })}
      </p>
    </div>
  );
}
