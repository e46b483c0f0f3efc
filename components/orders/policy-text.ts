import type { getTranslations } from "next-intl/server";
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
