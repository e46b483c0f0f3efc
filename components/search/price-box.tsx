import { getLocale, getTranslations } from "next-intl/server";
import type { PriceView } from "@/lib/booking/display-price";
import { formatMoney } from "@/lib/locale/format";
import { MemberSignIn } from "./member-sign-in";

/**
 * The price of one room (or slot) for the visitor: the headline in their currency with the org's tax display, then
 * the public and member prices side by side with the saving. Guests see the member price as a teaser with a sign-in.
 */
export async function PriceBox({
  price,
  signedIn,
  unit = "stay",
  align = "end",
}: {
  price: PriceView;
  signedIn: boolean;
  unit?: "stay" | "activity";
  align?: "start" | "end";
}) {
  const t = await getTranslations("Results");
  const locale = await getLocale();
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  const hasSaving = price.savingMinor > 0;
  return (
    <div className={`flex flex-col gap-1 ${align === "end" ? "sm:items-end sm:text-end" : ""}`} data-testid="price-box" data-currency={price.currency}>
      <p className="text-2xl font-bold text-brand-dark" data-testid="result-price" data-amount-minor={price.headlineMinor}>
        {money(price.headlineMinor)}
      </p>
      {unit === "stay" && price.nights > 1 ? (
        <p className="text-sm font-medium text-slate-700" data-testid="price-per-night" data-amount-minor={Math.round(price.headlineMinor / price.nights)}>
          {t("perNight", { amount: money(Math.round(price.headlineMinor / price.nights)) })}
        </p>
      ) : null}
      <p className="text-xs text-slate-500" data-testid="tax-note">
        {unit === "activity" ? t("perBooking") : t("perStay", { nights: price.nights, rooms: price.rooms })} · {price.withTax ? t("withTax") : t("withoutTax")}
      </p>
      {hasSaving ? (
        <dl className="mt-1 grid grid-cols-2 gap-x-3 text-sm">
          <div className={price.memberPricing ? "text-slate-500" : ""}>
            <dt className="text-xs">{t("publicPrice")}</dt>
            <dd className={price.memberPricing ? "line-through" : "font-semibold"} data-testid="public-price" data-amount-minor={price.publicMinor}>
              {money(price.publicMinor)}
            </dd>
          </div>
          <div className="text-emerald-700">
            <dt className="text-xs">{t("memberPrice")}</dt>
            <dd className="font-semibold" data-testid="member-price" data-amount-minor={price.memberMinor}>
              {money(price.memberMinor)}
            </dd>
          </div>
        </dl>
      ) : null}
      {hasSaving && signedIn && price.memberPricing ? (
        <p className="text-sm font-medium text-emerald-700" data-testid="saving" data-amount-minor={price.savingMinor}>
          {t("saving", { amount: money(price.savingMinor), percent: price.savingPercent })}
        </p>
      ) : null}
      {hasSaving && !price.memberPricing ? (
        <p className="text-sm text-slate-700" data-testid="member-teaser">
          <span data-testid="saving" data-amount-minor={price.savingMinor}>
            {t("memberTeaser", { amount: money(price.memberMinor), saving: money(price.savingMinor) })}
          </span>{" "}
          {signedIn ? null : <MemberSignIn label={t("signIn")} />}
        </p>
      ) : null}
    </div>
  );
}
