import { getTranslations } from "@/lib/locale/translations";

/**
 * The cancellation policy for the dates shown, in the terms engine's words (lib/terms: the same sentence the checkout,
 * the confirmation and the trip page say); and, where the searched stay may be paid later, the day it would be charged.
 */
export async function CancellationPolicy({
  policy,
  text,
  payLaterOn = null,
}: {
  policy: "FREE_CANCELLATION" | "PARTIAL_REFUND" | "NON_REFUNDABLE";
  text: string;
  /** The pay-later charge's day as the visitor reads it (lib/booking/pay-later.ts), or null. */
  payLaterOn?: string | null;
}) {
  const t = await getTranslations("Details");
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" data-testid="cancellation-policy" data-policy={policy}>
      <h2 className="font-semibold">{t("policyTitle")}</h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      {payLaterOn ? (
        <p className="mt-2 text-sm font-semibold text-emerald-700" data-testid="policy-pay-later">
          {t("payLaterOn", { date: payLaterOn })}
        </p>
      ) : null}
    </section>
  );
}
