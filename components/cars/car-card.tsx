import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { OfferCard } from "@/components/ui/offer-card";
import { OfferPrice } from "@/components/ui/offer-price";
import { formatMoney } from "@/lib/locale/format";
import type { CarResult } from "@/lib/cars/search-cars";
import { CarHeading } from "./car-heading";
import { carFacts, includedText, termsTexts } from "@/lib/cars/car-words";
import { CarDesk } from "./car-desk";
import { LogoMark } from "@/components/ui/logo-mark";
import { Pills } from "@/components/ui/pills";
import { termsWords } from "@/lib/terms/page-words";
import { offerStatement } from "@/lib/terms/of";
import { termsBadge } from "@/lib/terms/words";

/** One rental offer: the car and what comes with it, where to collect it, the price and the way to book. */
export async function CarCard({ result, signedIn }: { result: CarResult; signedIn: boolean }) {
  const t = await getTranslations("Cars");
  const locale = await getLocale();
  const { offer, shown } = result;
  const d = offer.details;
  const money = (minor: number) => formatMoney(minor, shown.currency, locale);
  // The terms engine's badge (lib/terms), as the checkout, the trip page and the refund read the same terms.
  const cancellation = termsBadge(offerStatement(offer, new Date()), await termsWords(locale));
  return (
    <OfferCard
      data={{
        "data-testid": "car-card",
        "data-category": d.category,
        "data-acriss": d.acriss,
        "data-supplier": d.supplier.name,
        "data-transmission": d.transmission,
        "data-location": d.pickup.kind ?? "",
      }}
      action={{ href: `/cars/checkout?offer=${encodeURIComponent(offer.id)}`, label: t("card.select"), testId: "car-select" }}
      price={
        <>
          <div data-testid="car-price" data-amount-minor={shown.totalMinor} data-currency={shown.currency}>
            <OfferPrice
              price={{ ...shown, headlineMinor: shown.totalMinor }}
              signedIn={signedIn}
              note={t("card.totalFor", { days: d.days })}
              perUnit={{ text: t("card.perDay", { amount: money(shown.perDayMinor) }), minor: shown.perDayMinor }}
            />
          </div>
          {shown.youngDriverMinor > 0 ? (
            <p className="text-sm text-amber-800" data-testid="young-driver-charge" data-amount-minor={shown.youngDriverMinor}>
              {t("card.youngDriver", { amount: money(shown.youngDriverMinor) })}
            </p>
          ) : null}
          {offer.remaining !== undefined && offer.remaining <= 2 ? (
            <p className="text-sm font-medium text-red-700">{t("card.fewLeft", { count: offer.remaining })}</p>
          ) : null}
        </>
      }
    >
      <CarHeading details={d} level="h2" testId="car-name" />
      <Pills items={carFacts(t, d).map((text) => ({ text }))} testId="car-facts" />
      <ul className="text-sm text-slate-700" data-testid="car-terms">
        {termsTexts(t, d, (minor) => formatMoney(minor, offer.price.currency, locale)).map((line) => (
          <li key={line.key} data-testid={`car-${line.key}`}>
            {line.text}
          </li>
        ))}
      </ul>
      <p
        className={cancellation.kind === "none" ? "text-sm text-slate-700" : "text-sm font-semibold text-emerald-700"}
        data-testid="car-cancellation"
        data-kind={cancellation.kind}
      >
        {cancellation.text}
      </p>
      <p className="text-sm text-emerald-800" data-testid="car-included">
        {t("card.included")}: {includedText(t, d)}
      </p>
      <div className="flex items-start gap-2 text-sm text-slate-700" data-testid="car-pickup">
        <LogoMark name={d.supplier.name} logoUrl={d.supplier.logoUrl} />
        <div>
          <p className="font-medium text-slate-900" data-testid="car-supplier">
            {d.supplier.name}
          </p>
          <CarDesk point={d.pickup} label={t("card.pickupAt")} pill />
          {d.dropoff.name !== d.pickup.name ? (
            <p>
              {t("card.dropoffAt")}: {d.dropoff.name}
            </p>
          ) : null}
        </div>
      </div>
    </OfferCard>
  );
}
