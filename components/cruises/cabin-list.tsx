import { OfferCard } from "@/components/ui/offer-card";
import { getTranslations } from "@/lib/locale/translations";
import type { CabinChoice } from "@/lib/cruises/sailing-view";
import { cabinFactsText } from "@/lib/cruises/cabin-words";
import { CruisePrice } from "./cruise-price";
import { getLocale } from "next-intl/server";
import { TextLines } from "@/components/ui/text-lines";

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
          title={{ text: t(`cabins.${c.category}`), level: "h3" }}
        >
          <TextLines
            lines={[
              { text: t(`cabinText.${c.category}`) },
              c.available && { text: cabinFactsText(t, c.facts, locale), tone: "body", testId: "cabin-facts" },
              c.available &&
                c.remaining !== undefined &&
                c.remaining <= 3 && { text: t("cabinsLeft", { count: c.remaining }), tone: "scarce", testId: "cabins-left" },
            ]}
          />
        </OfferCard>
      ))}
    </ul>
  );
}
