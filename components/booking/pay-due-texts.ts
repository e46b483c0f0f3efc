import { getTranslations } from "@/lib/locale/translations";
import type { PayDueTexts } from "./pay-due-form";

/** The pay-now form's texts in the visitor's language. */
export async function payDueTexts(amount: string): Promise<PayDueTexts> {
  const t = await getTranslations("Trips");
  return { open: t("payNowOpen"), title: t("payNowTitle"), submit: t("payNowSubmit", { amount }) };
}
