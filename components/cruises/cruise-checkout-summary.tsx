import { getTranslations } from "@/lib/locale/translations";
import { readerFormats } from "@/components/ui/reader-formats";
import type { CruiseOffer } from "@/lib/suppliers/cruises/offer";
import { routeSummary } from "@/lib/suppliers/cruises/offer";
import { SummaryRows } from "@/components/ui/summary-rows";

/** The cruise in the checkout's summary: ship, route, dates, cabin and guests (the checkout states its cancellation terms once, from lib/terms). */
export async function CruiseCheckoutSummary({ offer }: { offer: CruiseOffer }) {
  const [t, ts, to, { locale, sep, day }] = await Promise.all([
    getTranslations("Cruises"),
    getTranslations("Cruises.checkout.summary"),
    getTranslations("Occupancy"),
    readerFormats(),
  ]);
  const d = offer.details;
  const childAges = d.childAges ?? [];
  const children = new Intl.ListFormat(locale, { type: "conjunction" }).format(childAges.map((age) => to("ageName", { age })));
  const ship = `${t("cardTitle", { nights: d.nights, ship: d.ship.name })}${sep}${d.line.name}`;
  return (
    <SummaryRows
      testId="cruise-summary"
      rows={[
        { label: ts("ship"), value: ship },
        { label: ts("route"), value: <span dir="ltr">{routeSummary(d)}</span> },
        { label: ts("dates"), value: t("sailsFromTo", { from: d.departurePort, to: d.arrivalPort, start: day(d.departureDate), end: day(d.arrivalDate) }) },
        {
          label: ts("cabin"),
          value: `${t(`cabins.${d.cabin.category}`)}${sep}${t("guestsCount", { count: d.guests })}`,
          valueData: { "data-testid": "cruise-summary-cabin" },
        },
        ...(childAges.length ? [{ label: ts("children"), value: children, valueData: { "data-testid": "cruise-summary-children" } }] : []),
      ]}
    />
  );
}
