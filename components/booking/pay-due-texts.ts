import { getTranslations } from "@/lib/locale/translations";
import type { PayDueTexts } from "./pay-due-form";

/** The pay-now form's texts in the visitor's language: its own, and the checkout's card labels. */
export async function payDueTexts(amount: string): Promise<PayDueTexts> {
  const t = await getTranslations("Trips");
  const tc = await getTranslations("Checkout");
  return {
    open: t("payNowOpen"),
    title: t("payNowTitle"),
    submit: t("payNowSubmit", { amount }),
    hint: tc("sandboxHint"),
    number: tc("cardNumber"),
    name: tc("cardName"),
    expiry: tc("expiry"),
    cvc: tc("cvc"),
  };
}
