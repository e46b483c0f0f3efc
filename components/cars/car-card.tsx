import { getTranslations } from "@/lib/locale/translations";
import { OfferCard } from "@/components/ui/offer-card";
import { OfferPrice } from "@/components/ui/offer-price";
import { readerFormats } from "@/components/ui/reader-formats";
import type { CarResult } from "@/lib/cars/search-cars";
import { CarHeading } from "./car-heading";
import { carFacts, includedText, termsTexts } from "@/lib/cars/car-words";
import { CarDesk } from "./car-desk";
import { LogoMark } from "@/components/ui/logo-mark";
import { Pills } from "@/components/ui/pills";
import { TextLines } from "@/components/ui/text-lines";
import { offerTerms } from "@/components/ui/offer-terms";

/** One rental offer: the car and what comes with it, where to collect it, the price and the way to book. */
export async function CarCard({ result, signedIn }: { result: CarResult; signedIn: boolean }) {
  const [t, f] = await Promise.all([getTranslations("Cars"), readerFormats()]);
  const { offer, shown } = result;
  const d = offer.details;
  const money = (minor: number) => f.money(minor, shown.currency);
  // The terms engine's badge (lib/terms), as the checkout, the trip page and the refund read the same terms.
  const cancellation = (await offerTerms(f.locale)).badge(offer);
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
          <TextLines
            lines={[
              shown.youngDriverMinor > 0 && {
                text: t("card.youngDriver", { amount: money(shown.youngDriverMinor) }),
                tone: "charge",
                testId: "young-driver-charge",
                data: { "data-amount-minor": shown.youngDriverMinor },
              },
              offer.remaining !== undefined && offer.remaining <= 2 && { text: t("card.fewLeft", { count: offer.remaining }), tone: "urgent" },
            ]}
          />
        </>
      }
    >
      <CarHeading details={d} level="h2" testId="car-name" />
      <Pills items={carFacts(t, d).map((text) => ({ text }))} testId="car-facts" />
      <TextLines
        list={{ className: "text-sm text-slate-700", testId: "car-terms" }}
        lines={termsTexts(t, d, (minor) => f.money(minor, offer.price.currency)).map((line) => ({ text: line.text, testId: `car-${line.key}` }))}
      />
      <TextLines
        lines={[
          {
            text: cancellation.text,
            tone: cancellation.kind === "none" ? "body" : "free",
            testId: "car-cancellation",
            data: { "data-kind": cancellation.kind },
          },
          { text: `${t("card.included")}: ${includedText(t, d)}`, tone: "included", testId: "car-included" },
        ]}
      />
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
