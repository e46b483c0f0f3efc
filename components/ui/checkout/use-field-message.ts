"use client";

import { useLocale, useTranslations } from "next-intl";
import { fieldMessage } from "@/lib/orders/field-messages";

/**
 * The API's field reasons in the page's language: English pages show them word for word (the API's contract), other
 * languages say each known sentence again from `Checkout.fieldErrors` (./field-messages.ts).
 */
export function useFieldMessage(): (message: string) => string {
  const tField = useTranslations("Checkout.fieldErrors");
  const english = useLocale().startsWith("en");
  return (message) => (english ? message : fieldMessage((key, values) => tField(key as never, values as never), message));
}
