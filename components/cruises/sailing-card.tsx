import { getTranslations } from "@/lib/locale/translations";
import { OfferCard } from "@/components/ui/offer-card";
import { readerFormats } from "@/components/ui/reader-formats";
import { TextLines } from "@/components/ui/text-lines";
import type { SailingCard as Card } from "@/lib/cruises/search-cruises";
import { CruisePrice } from "./cruise-price";

/**
 * One sailing in the results: ship photo (the first card's is the page's largest paint, loaded at once), line and ship,
 * route, nights and dates, and the cheapest cabin per person.
 */
export async function SailingCard({ card, signedIn, first }: { card: Card; signedIn: boolean; first: boolean }) {
  const [t, f] = await Promise.all([getTranslations("Cruises"), readerFormats()]);
  const left = card.from.remaining !== undefined && card.from.remaining <= 3 && t("cabinsLeft", { count: card.from.remaining });
  return (
    <OfferCard
      data={{ "data-testid": "sailing-card", "data-sailing-id": card.sailingId }}
      photo={{ src: card.photo, alt: t("shipPhotoAlt", { ship: card.ship.name }), badge: t("nights", { count: card.nights }), testId: "sailing-photo", first }}
      price={<CruisePrice price={card.from.price} signedIn={signedIn} from />}
      action={{ href: card.href, label: t("viewCabins"), testId: "sailing-view" }}
      title={{
        text: t("cardTitle", { nights: card.nights, ship: card.ship.name }),
        href: card.href,
        testId: "sailing-link",
        eyebrow: { text: card.line.name, testId: "sailing-line" },
      }}
    >
      <TextLines
        lines={[
          { text: card.route.join(" → "), tone: "strong", testId: "sailing-route", ltr: true },
          { text: f.days(card.departureDate, card.arrivalDate), testId: "sailing-dates" },
          { text: f.join([t("fromCabin", { cabin: t(`cabins.${card.from.category}`) }), left]), tone: "small" },
        ]}
      />
    </OfferCard>
  );
}
