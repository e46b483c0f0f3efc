import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { MemberSignIn } from "@/components/search/member-sign-in";
import type { CruisePriceView } from "@/lib/cruises/price-view";
import { formatMoney } from "@/lib/locale/format";

/**
 * A cruise price: per person in large type, the total for the party under it, then the public and member prices side
 * by side (the one that does not apply struck through) — as the stay price boxes show them. Guests see the member
 * price as a teaser with a sign-in.
 */
export async function CruisePrice({ price, signedIn, from = false }: { price: CruisePriceView; signedIn: boolean; from?: boolean }) {
  const t = await getTranslations("Cruises.price");
  const locale = await getLocale();
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  const saving = price.savingMinor > 0;
  return (
    <div className="price-box price-box-end" data-testid="cruise-price" data-currency={price.currency}>
      {from ? <p className="text-xs text-slate-600">{t("from")}</p> : null}
      <p className="price-headline" data-testid="price-per-person" data-amount-minor={price.perPerson.headlineMinor}>
        {money(price.perPerson.headlineMinor)}
      </p>
      <p className="price-note">{t("perPerson")}</p>
      <p className="text-sm font-medium text-slate-700" data-testid="price-total" data-amount-minor={price.total.headlineMinor}>
        {t("total", { amount: money(price.total.headlineMinor), count: price.guests })}
      </p>
      <p className="price-note">{price.withTax ? t("withTax") : t("withoutTax")}</p>
      {saving ? (
        <dl className="price-split">
          <div className={price.memberPricing ? "text-slate-600" : undefined}>
            <dt>{t("publicPrice")}</dt>
            <dd className={price.memberPricing ? "line-through" : "font-semibold"} data-testid="public-price" data-amount-minor={price.perPerson.publicMinor}>
              {money(price.perPerson.publicMinor)}
            </dd>
          </div>
          <div className="text-emerald-800">
            <dt>{t("memberPrice")}</dt>
            <dd className="font-semibold" data-testid="member-price" data-amount-minor={price.perPerson.memberMinor}>
              {money(price.perPerson.memberMinor)}
            </dd>
          </div>
        </dl>
      ) : null}
      {saving && !price.memberPricing ? (
        <p className="price-teaser" data-testid="member-teaser">
          {t("teaser", { amount: money(price.perPerson.memberMinor) })} {signedIn ? null : <MemberSignIn label={t("signIn")} />}
        </p>
      ) : null}
    </div>
  );
}
