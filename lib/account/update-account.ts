import { db } from "@/lib/db";
import { publishChange } from "@/lib/events/publish";
import { AppError, type FieldError } from "@/lib/errors";
import { listCurrencies } from "@/lib/locale/currencies";
import { isLocale } from "@/lib/locale/locales";
import type { AccountUpdate } from "./schemas";

/** Saves My Profile's details; ids and codes that do not exist are refused field by field (400, never a 500). */
export async function updateAccount(userId: number, input: AccountUpdate): Promise<void> {
  const fields: FieldError[] = [];
  const [nationality, country] = await Promise.all([
    input.nationalityId ? db.nationality.findUnique({ where: { id: input.nationalityId }, select: { id: true } }) : null,
    input.countryId ? db.country.findUnique({ where: { id: input.countryId }, select: { id: true } }) : null,
  ]);
  if (input.nationalityId && !nationality) fields.push({ path: "nationalityId", message: "Unknown nationality" });
  if (input.countryId && !country) fields.push({ path: "countryId", message: "Unknown country" });
  if (input.languageCode && !isLocale(input.languageCode)) fields.push({ path: "languageCode", message: "Unknown language" });
  const currency = input.currencyCode?.toUpperCase();
  if (currency && !(await listCurrencies()).some((c) => c.code === currency)) fields.push({ path: "currencyCode", message: "Unknown currency" });
  if (fields.length) throw new AppError("VALIDATION_FAILED", fields[0]!.message, { fields });
  await db.user.update({
    where: { id: userId },
    data: {
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.phoneCountryCode !== undefined ? { phoneCountryCode: input.phoneCountryCode?.toUpperCase() ?? null } : {}),
      ...(input.mobileNo !== undefined ? { mobileNo: input.mobileNo || null } : {}),
      ...(input.nationalityId !== undefined ? { nationalityId: input.nationalityId } : {}),
      ...(input.countryId !== undefined ? { countryId: input.countryId } : {}),
      ...(input.languageCode !== undefined ? { languageCode: input.languageCode } : {}),
      ...(input.currencyCode !== undefined ? { currencyCode: currency ?? null } : {}),
    },
  });
  // This process's kept sessions and profile carry the name, language and currency (other processes hear the
  // table's triggers).
  publishChange({ topic: "session", userId });
  publishChange({ topic: "member", userId });
}
