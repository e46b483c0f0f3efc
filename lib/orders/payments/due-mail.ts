import { db } from "@/lib/db";
import { queueEmail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatMoney } from "@/lib/locale/format";
import type { OrgConfig } from "@/lib/org/org-config";
import { tripTexts } from "@/lib/orders/trip-texts";
import { zonedText } from "@/lib/orders/trip-words";
import { unpaidCancelsAt } from "./grace";
import { atBookedRate } from "@/lib/booking/booked-money";
import { manageBookingUrl } from "@/lib/orders/guest/manage-link";
import { manageLinkExpiry, signManageToken } from "@/lib/orders/guest/manage-token";
import { orderMailLocale } from "@/lib/orders/mail-locale";

type Outcome = { status: "APPROVED" } | { status: "DECLINED" };
/** What was charged (or asked); `at`, when it was asked: a declined charge's booking is held from then (./grace.ts). */
type Charge = { amountMinor: number; last4: string | null; at?: Date };

/**
 * The e-mail after a pay-later charge, in the member's language (else the organisation's): a receipt, or that the card
 * was declined — the booking stands, and the trip page (a guest's manage-booking link) pays with another card or
 * cancels it free of charge, until the moment after which it is cancelled unpaid. What does not depend on the outcome is read before the charge's transaction.
 */
export async function dueChargeMailWriter(reservationId: number, org: OrgConfig) {
  const r = await db.order.findUniqueOrThrow({
    where: { id: reservationId },
    include: { property: { select: { name: true } }, items: { select: { title: true } }, user: { select: { email: true, languageCode: true } } },
  });
  const locale = orderMailLocale(r, org);
  const { t, format, tripUrl } = await tripTexts(org, locale, r.reference);
  const to = r.user?.email ?? r.guestEmail;
  const lastDay = r.checkOut.toISOString().slice(0, 10);
  const url = r.user ? tripUrl : manageBookingUrl(org, signManageToken(r.reference, r.guestEmail ?? "", manageLinkExpiry(lastDay)));
  const title = r.property?.name ?? r.items.map((i) => i.title).join(" + ");
  const name = (r.traveler as { traveler?: { firstName?: string } }).traveler?.firstName ?? "";
  return async (tx: Prisma.TransactionClient, charge: Charge, outcome: Outcome) => {
    if (!to) return null;
    const amount = formatMoney(atBookedRate(charge.amountMinor, r), r.memberCurrency, locale);
    const facts = { amount, last4: charge.last4 ?? "", reference: r.reference, title };
    const approved = outcome.status === "APPROVED";
    const text = [
      t("mailHello", { name }),
      approved
        ? t("mailCharged", facts)
        : `${t("mailChargeFailed", facts)} ${t("mailChargeFailedDeadline", { deadline: zonedText(format, unpaidCancelsAt(charge.at ?? new Date()), org.timeZone) })}`,
      approved ? t(r.user ? "mailLink" : "mailManageLink", { url }) : t("mailChargeFailedLink", { url }),
      t("mailThanks", { org: org.name }),
    ].join("\n\n");
    const subject = approved ? t("mailChargedSubject", facts) : t("mailChargeFailedSubject", facts);
    return queueEmail(tx, { orgId: org.id, to, subject, text });
  };
}
