import type { getTranslations } from "next-intl/server";
import { lastFreeCancelDay } from "@/lib/booking/refund-policy";
import type { CancellationTerms } from "@/lib/suppliers/seam";

type T = Awaited<ReturnType<typeof getTranslations<"Checkout">>>;

/** A supplier item's cancellation terms in words, with its deadline as `day` writes it (the org's calendar). */
export function itemPolicyText(terms: CancellationTerms, day: (iso: string) => string, t: T): string {
  if (terms.freeUntil) {
    const free = t("policyItemFree", { date: day(terms.freeUntil) });
    return terms.afterShareBps > 0 ? `${free}. ${t("policyItemShare", { date: day(terms.freeUntil), percent: terms.afterShareBps / 100 })}` : free;
  }
  return terms.afterShareBps > 0 ? t("policyItemShare", { date: day(new Date().toISOString()), percent: terms.afterShareBps / 100 }) : t("policyItemNone");
}

/** A catalogue stay's policy in words: free cancellation until its last free day (inclusive), or not. */
export function stayPolicyText(p: { cancellationPolicy: string; freeCancelDays: number }, checkIn: string, day: (iso: string) => string, t: T): string {
  if (p.cancellationPolicy === "FREE_CANCELLATION") return t("policyFree", { date: day(lastFreeCancelDay(p, checkIn)) });
  return p.cancellationPolicy === "PARTIAL_REFUND" ? t("policyPartial") : t("policyNone");
}
