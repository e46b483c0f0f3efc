import { db } from "@/lib/db";
import { publishChange } from "@/lib/events/publish";
import { AppError } from "@/lib/errors";
import { listCurrencies } from "@/lib/locale/currencies";
import { isLocale } from "@/lib/locale/locales";

/** Persists a signed-in member's language and/or currency; unknown codes are refused field by field. */
export async function updatePreferences(userId: number, input: { language?: string; currency?: string }) {
  const fields = [];
  if (input.language !== undefined && !isLocale(input.language)) fields.push({ path: "language", message: "Unknown language" });
  const currency = input.currency?.toUpperCase();
  if (currency !== undefined && !(await listCurrencies()).some((c) => c.code === currency)) fields.push({ path: "currency", message: "Unknown currency" });
  if (fields.length) throw new AppError("VALIDATION_FAILED", undefined, { fields });
  const user = await db.user.update({
    where: { id: userId },
    data: { ...(input.language ? { languageCode: input.language } : {}), ...(currency ? { currencyCode: currency } : {}) },
    select: { languageCode: true, currencyCode: true },
  });
  // This process's kept sessions and profile carry the name, language and currency (other processes hear the
  // table's triggers).
  publishChange({ topic: "session", userId });
  publishChange({ topic: "member", userId });
  return { language: user.languageCode, currency: user.currencyCode };
}
