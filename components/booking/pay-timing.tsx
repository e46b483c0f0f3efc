"use client";

import { useTranslations } from "next-intl";
import { createContext, useContext, useId, useMemo, useState, type ReactNode } from "react";

/**
 * Pay now or pay later (lib/booking/pay-later.ts), chosen in the checkout form and read by the Pay button and by the
 * wallet panel in the summary: paying later keeps the card and leaves the wallet out.
 */
type PayTiming = {
  /** The day a pay-later booking is charged, as the visitor reads it; null when this checkout must be paid now. */
  dueText: string | null;
  later: boolean;
  setLater: (later: boolean) => void;
};

const NOW_ONLY: PayTiming = { dueText: null, later: false, setLater: () => undefined };
const Ctx = createContext<PayTiming>(NOW_ONLY);

export function usePayTiming(): PayTiming {
  return useContext(Ctx);
}

/** Wraps a checkout's form and summary; `dueText` null (no pay-later offer) keeps everything as a pay-now checkout. */
export function PayTimingProvider({ dueText, children }: { dueText: string | null; children: ReactNode }) {
  const [later, setLater] = useState(false);
  const value = useMemo(() => (dueText ? { dueText, later, setLater } : NOW_ONLY), [dueText, later]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

const optionClass =
  "flex cursor-pointer gap-3 rounded-lg border p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand";

/** Booking.com's two radios: pay now, or pay later on the due day; a member's wallet applies to paying now only. */
export function PayTimingChoice({ withWallet }: { withWallet: boolean }) {
  const t = useTranslations("Checkout");
  const { dueText, later, setLater } = usePayTiming();
  const id = useId();
  if (!dueText) return null;
  return (
    <fieldset className="space-y-2" data-testid="pay-timing">
      <legend className="text-lg font-semibold">{t("payWhen")}</legend>
      <label className={`${optionClass} border-slate-300`} htmlFor={`${id}-now`}>
        <input id={`${id}-now`} type="radio" name={`${id}-timing`} className="mt-1" checked={!later} onChange={() => setLater(false)} data-testid="pay-now" />
        <span>
          <span className="block font-semibold">{t("payNow")}</span>
          <span className="block text-sm text-slate-600">{t("payNowHint")}</span>
        </span>
      </label>
      <label className={`${optionClass} border-slate-300`} htmlFor={`${id}-later`}>
        <input id={`${id}-later`} type="radio" name={`${id}-timing`} className="mt-1" checked={later} onChange={() => setLater(true)} data-testid="pay-later" />
        <span>
          <span className="block font-semibold">
            {t("payLater")} <span className="font-normal text-emerald-700">· {t("payLaterBadge")}</span>
          </span>
          <span className="block text-sm text-slate-600">{t("payLaterHint", { date: dueText })}</span>
          {withWallet ? <span className="mt-1 block text-sm text-amber-800">{t("payLaterWallet")}</span> : null}
        </span>
      </label>
    </fieldset>
  );
}
