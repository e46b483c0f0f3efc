import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_LOCALE, matchLocale } from "@/lib/locale/locales";
import type { OrgConfig } from "@/lib/org/org-config";
import { tripConfirmationMail } from "./trip-mail";
import { tripTexts } from "./trip-texts";
import { loadTrip } from "./trip-view";

/**
 * The confirmation e-mail of an order being confirmed in `tx`, in the member's language (their saved preference, else
 * the organisation's), with the trip page's address on the organisation's configured origin.
 */
export async function confirmationMailFor(tx: Prisma.TransactionClient, reference: string, org: OrgConfig, userId: number | null) {
  const trip = await loadTrip(reference, org.id, org.timeZone, new Date(), tx);
  if (!trip) throw new Error(`The order ${reference} being confirmed cannot be read back`);
  const user = userId ? await tx.user.findUnique({ where: { id: userId }, select: { languageCode: true } }) : null;
  const locale = matchLocale(user?.languageCode) ?? matchLocale(org.defaultLanguage) ?? DEFAULT_LOCALE;
  const texts = await tripTexts(org, locale, reference);
  return tripConfirmationMail(trip, { ...texts, orgName: org.name, locale, timeZone: org.timeZone, member: !!userId });
}
