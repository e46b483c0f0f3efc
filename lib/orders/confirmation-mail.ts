import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrgConfig } from "@/lib/org/org-config";
import { orderMailLocale } from "./mail-locale";
import { tripConfirmationMail } from "./trip-mail";
import { tripTexts } from "./trip-texts";
import { loadTrip } from "./trip-view";

/**
 * The writer of an order's confirmation e-mail, in the order's e-mail language (./mail-locale.ts: `placedIn` is the
 * language the order was placed in), with the trip page's address on the organisation's configured origin. What does
 * not depend on the order — the language (`known`, when the caller has read the member already), its catalogue, the formatter — is made
 * before the booking's transaction, which stays short;
 * the writer then reads the order back inside it, payment and wallet parts included.
 */
export async function confirmationMailWriter(
  reference: string,
  org: OrgConfig,
  userId: number | null,
  placedIn: string | null,
  known?: { languageCode: string | null },
) {
  const user = known ?? (userId ? await db.user.findUnique({ where: { id: userId }, select: { languageCode: true } }) : null);
  const locale = orderMailLocale({ languageCode: placedIn, user }, org);
  const texts = await tripTexts(org, locale, reference);
  return async (tx: Prisma.TransactionClient, manageUrl?: string) => {
    const trip = await loadTrip(reference, org.id, org.timeZone, new Date(), tx);
    if (!trip) throw new Error(`The order ${reference} being confirmed cannot be read back`);
    return tripConfirmationMail(trip, { ...texts, orgName: org.name, locale, timeZone: org.timeZone, member: !!userId, manageUrl });
  };
}
