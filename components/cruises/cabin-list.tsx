import { OfferCard } from "@/components/ui/offer-card";
import { getTranslations } from "@/lib/locale/translations";
import type { CabinChoice } from "@/lib/cruises/sailing-view";
import { cabinFactsText } from "@/lib/cruises/cabin-words";
import { CruisePrice } from "./cruise-price";
import { getLocale } from "next-intl/server";

/** The cabin categories of a sailing, each priced per person and for the party, with a link to book it. */
export async function CabinList({ cabins, signedIn }: { cabins: CabinChoice[]; signedIn: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("Cruises"), getLocale()]);
  return (
    <ul className="flex flex-col gap-3" data-testid="cabin-list">
      {cabins.map((c) => (
        <OfferCard
          key={c.category}
          data={{ "data-testid": "cabin", "data-category": c.category, "data-available": c.available }}
          price={
            c.available ? (
              <CruisePrice price={c.price} signedIn={signedIn} />
            ) : (
              <p className="font-semibold text-slate-600" data-testid="cabin-sold-out">
                {t("soldOut")}
              </p>
            )
          }
          action={c.available ? { href: c.checkoutHref, label: t("chooseCabin"), testId: "cabin-choose" } : undefined}
        >
          <h3 className="text-lg font-semibold">{t(`cabins.${c.category}`)}</h3>
          <p className="text-sm text-slate-600">{t(`cabinText.${c.category}`)}</p>
          {c.available ? (
            <p className="text-sm text-slate-700" data-testid="cabin-facts">
              {cabinFactsText(t, c.facts, locale)}
            </p>
          ) : null}
          {c.available && c.remaining !== undefined && c.remaining <= 3 ? (
            <p className="text-sm font-medium text-amber-800" data-testid="cabins-left">
              {t("cabinsLeft", { count: c.remaining })}
            </p>
          ) : null}
        </OfferCard>
      ))}
    </ul>
  );
}
