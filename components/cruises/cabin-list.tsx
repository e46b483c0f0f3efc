import Link from "@/components/ui/link";
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
        <li
          key={c.category}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:justify-between"
          data-testid="cabin"
          data-category={c.category}
          data-available={c.available}
        >
          <div className="flex flex-col gap-1">
            <h3 className="text-lg font-semibold">{t(`cabins.${c.category}`)}</h3>
            <p className="text-sm text-slate-600">{t(`cabinText.${c.category}`)}</p>
            {c.available ? (
              <>
                <p className="text-sm text-slate-700" data-testid="cabin-facts">
                  {cabinFactsText(t, c.facts, locale)}
                </p>
                {c.remaining !== undefined && c.remaining <= 3 ? (
                  <p className="text-sm font-medium text-amber-800" data-testid="cabins-left">
                    {t("cabinsLeft", { count: c.remaining })}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
          {c.available ? (
            <div className="flex flex-col gap-2 sm:min-w-52">
              <CruisePrice price={c.price} signedIn={signedIn} />
              <Link
                href={c.checkoutHref}
                className="rounded-lg bg-brand px-4 py-2 text-center font-semibold text-white hover:opacity-90 sm:self-end"
                data-testid="cabin-choose"
              >
                {t("chooseCabin")}
              </Link>
            </div>
          ) : (
            <p className="self-center font-semibold text-slate-600" data-testid="cabin-sold-out">
              {t("soldOut")}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
