"use client";

import { useTranslations } from "next-intl";
import { useAuthDialog } from "@/components/auth/auth-dialog-context";

/**
 * Beside a guest's total: what a member pays for the same booking, with the way to that price — sign in, or join.
 * Either dialog renders the page again on success, which then shows the member price.
 */
export function MemberPriceOffer({ memberTotal, saving }: { memberTotal: string; saving: string }) {
  const t = useTranslations("GuestCheckout");
  const auth = useAuthDialog();
  const button = "rounded-lg px-3 py-1.5 text-sm font-semibold";
  return (
    <section className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm" data-testid="member-price-offer" aria-label={t("memberOfferTitle")}>
      <p className="font-semibold text-emerald-800">
        {t("memberOffer", { amount: memberTotal })} <span data-testid="member-offer-saving">{t("memberSaving", { amount: saving })}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => auth.open("login")}
          className={`${button} bg-brand text-white hover:opacity-90`}
          data-testid="member-offer-sign-in"
        >
          {t("signIn")}
        </button>
        <button
          type="button"
          onClick={() => auth.open("signup")}
          className={`${button} border border-brand text-brand hover:bg-white`}
          data-testid="member-offer-join"
        >
          {t("join")}
        </button>
      </div>
    </section>
  );
}
