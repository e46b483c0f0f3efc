import type { Prisma } from "@/lib/generated/prisma/client";
import { queueEmail } from "@/lib/email";
import { atBookedRate } from "@/lib/booking/booked-money";
import { DEFAULT_LOCALE, matchLocale } from "@/lib/locale/locales";
import { formatMoney } from "@/lib/locale/format";
import type { OrgConfig } from "@/lib/org/org-config";
import { tripTexts } from "@/lib/orders/trip-texts";
import { flightExtrasLines } from "@/lib/orders/flight-extras-words";
import type { TripT } from "@/lib/orders/trip-words";
import { bookedExtrasOf, type BookedExtras } from "@/lib/suppliers/flights/ancillaries";
import type { ExtrasChangeBase } from "./extras-change";
import type { ExtrasOrder } from "./extras-order";
import { recordOrderEvent, type OrderActor, type OrderEventKind } from "./order-events";

type Paid = { paymentId: number; providerRef: string; last4: string | null };
export type ExtrasHow = { org: OrgConfig; actor: OrderActor; key: string; paid?: Paid };

/** One sort of extra as recorded: the item's extras with the new ones, its event, and its e-mail's words ("Trip" keys). */
export type ExtrasRecord = {
  extras: (held: BookedExtras) => BookedExtras;
  /** The lines the e-mail names (seats and bags, as the trip page writes them). */
  added: BookedExtras;
  event: OrderEventKind;
  data: Prisma.InputJsonObject;
  mail: { subject: "mailBagsAddedSubject" | "mailSeatsChosenSubject"; intro: "mailBagsAdded" | "mailSeatsChosen" };
};

/**
 * Records extras the airline has added (bags, seats) inside the transaction that holds the order's lock: their
 * payment approved (none when they cost nothing), the flight's extras (so the trip page, e-mail and calendar name
 * them), its price and the order's totals grown by what was paid — so a cancellation refunds them under the fare's own
 * rule, like the fare — then the event and the e-mail. All or nothing. Answers the e-mail to deliver.
 */
export async function applyExtras(
  tx: Prisma.TransactionClient,
  r: ExtrasOrder,
  change: ExtrasChangeBase & { services: { id: string; quantity: number; amountMinor: number }[] },
  how: ExtrasHow,
  what: ExtrasRecord,
): Promise<number | null> {
  const item = r.items.find((i) => i.id === change.itemId)!;
  const total = change.totalMinor;
  if (how.paid)
    await tx.payment.update({
      where: { id: how.paid.paymentId },
      data: { status: "APPROVED", providerRef: how.paid.providerRef, last4: how.paid.last4, failure: null, checkoutUrl: null },
    });
  const details = (item.details ?? {}) as Prisma.JsonObject;
  const services = Array.isArray(details.services) ? details.services : [];
  await tx.orderItem.update({
    where: { id: item.id },
    data: {
      details: { ...details, extras: what.extras(bookedExtrasOf(details)), services: [...services, ...change.services] },
      baseMinor: item.baseMinor + total,
      totalMinor: item.totalMinor + total,
      memberTotalMinor: atBookedRate(item.totalMinor + total, item),
    },
  });
  if (total > 0) {
    const totalMinor = r.totalMinor + total;
    await tx.order.update({
      where: { id: r.id },
      data: { subtotalMinor: r.subtotalMinor + total, totalMinor, memberTotalMinor: atBookedRate(totalMinor, r), cardPaidMinor: r.cardPaidMinor + total },
    });
  }
  await recordOrderEvent(tx, r.id, what.event, how.actor, { ...what.data, totalMinor: total, currency: change.currency, key: how.key });
  return queueExtrasMail(tx, r, change, how.org, what);
}

async function queueExtrasMail(tx: Prisma.TransactionClient, r: ExtrasOrder, change: ExtrasChangeBase, org: OrgConfig, what: ExtrasRecord) {
  const address = r.user?.email ?? r.guestEmail;
  if (!address) return null;
  // In the member's language (their saved preference, else the organisation's), as the confirmation was.
  const locale = matchLocale(r.user?.languageCode) ?? matchLocale(org.defaultLanguage) ?? DEFAULT_LOCALE;
  const { t, format, tripUrl } = await tripTexts(org, locale, r.reference);
  const facts = { reference: r.reference, title: r.items.map((i) => i.title).join(" + ") };
  const lines = flightExtrasLines(t as unknown as TripT, format, { extras: what.added });
  const text = [
    t(what.mail.intro, facts),
    lines.join("\n"),
    change.totalMinor > 0 ? t("mailBagsCharged", { amount: formatMoney(change.totalMinor, change.currency, locale) }) : "",
    r.userId ? tripUrl : "",
    org.name,
  ];
  return queueEmail(tx, { orgId: r.orgId, to: address, subject: t(what.mail.subject, facts), text: text.filter(Boolean).join("\n\n") });
}
