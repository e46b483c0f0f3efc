import Link from "@/components/ui/link";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { OfferCard } from "@/components/ui/offer-card";
import type { SailingCard as Card } from "@/lib/cruises/search-cruises";
import { formatCalendarDays } from "@/lib/locale/format";
import { CruisePrice } from "./cruise-price";
import { partSeparator } from "@/lib/locale/part-separator";

/**
 * One sailing in the results: ship photo (the first card's is the page's largest paint, loaded at once), line and ship,
 * route, nights and dates, and the cheapest cabin per person.
 */
export async function SailingCard({ card, signedIn, first }: { card: Card; signedIn: boolean; first: boolean }) {
  const t = await getTranslations("Cruises");
  const locale = await getLocale();
  return (
    <OfferCard
      data={{ "data-testid": "sailing-card", "data-sailing-id": card.sailingId }}
      photo={{ src: card.photo, alt: t("shipPhotoAlt", { ship: card.ship.name }), badge: t("nights", { count: card.nights }), testId: "sailing-photo", first }}
      price={<CruisePrice price={card.from.price} signedIn={signedIn} from />}
      action={{ href: card.href, label: t("viewCabins"), testId: "sailing-view" }}
    >
      <p className="text-sm text-slate-600" data-testid="sailing-line">
        {card.line.name}
      </p>
      <h2 className="text-lg font-semibold">
        <Link href={card.href} className="hover:text-brand hover:underline" data-testid="sailing-link">
          {t("cardTitle", { nights: card.nights, ship: card.ship.name })}
        </Link>
      </h2>
      <p className="text-sm text-slate-800" data-testid="sailing-route" dir="ltr">
        {card.route.join(" → ")}
      </p>
      <p className="text-sm text-slate-600" data-testid="sailing-dates">
        {formatCalendarDays(card.departureDate, card.arrivalDate, locale)}
      </p>
      <p className="text-xs text-slate-600">
        {t("fromCabin", { cabin: t(`cabins.${card.from.category}`) })}
        {card.from.remaining !== undefined && card.from.remaining <= 3 ? `${partSeparator(locale)}${t("cabinsLeft", { count: card.from.remaining })}` : ""}
      </p>
    </OfferCard>
  );
}
