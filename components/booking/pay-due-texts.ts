import { getTranslations } from "@/lib/locale/translations";
import type { PayDueTexts } from "./pay-due-form";

/** The pay-now form's texts in the visitor's language: its own, and where the card is typed (the checkout's words). */
export async function payDueTexts(amount: string): Promise<PayDueTexts> {
  const t = await getTranslations("Trips");
  const tc = await getTranslations("Checkout");
  return {
    open: t("payNowOpen"),
    title: t("payNowTitle"),
    submit: t("payNowSubmit", { amount }),
    note: tc("hostedCardNote"),
    cancelled: tc("paymentCancelled"),
  };
}
