import { afterBookingOf } from "@/lib/suppliers/registry";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverQueued, queueEmail } from "@/lib/email";
import { AppError } from "@/lib/errors";
import type { OrgConfig } from "@/lib/org/org-config";
import { publishChange } from "@/lib/events/publish";
import { withOrderLocked } from "@/lib/orders/order-lock";
import { ownOrderOrThrow, type OrderOwner } from "@/lib/orders/own-order";
import { tripTexts } from "@/lib/orders/trip-texts";
import { nameCorrectionMail } from "./name-correction-mail";
import { nameCorrectionRule, nameRuleSentence, type NameRefusal, type TravellerName } from "./name-correction-rule";
import { actorOf, recordOrderEvent } from "./order-events";
import { orderMailLocale } from "@/lib/orders/mail-locale";

type Input = TravellerName & { reference: string; org: OrgConfig; owner: OrderOwner; now?: Date };

/**
 * Corrects the lead traveller's name on a catalogue booking under the catalogue's rule (./name-correction-rule.ts):
 * the order's traveller, each item's matching traveller, the event and the confirming e-mail — all in one transaction
 * with the order locked (lib/orders/order-lock.ts), so it never crosses a cancellation.
 */
export async function correctTravellerName(input: Input) {
  const found = await ownOrderOrThrow(input.reference, input.org.id, input.owner);
  const to = { firstName: input.firstName, lastName: input.lastName };
  const done = await withOrderLocked(found.id, (tx) => correctLocked(tx, found.id, to, input));
  if (found.userId !== null) publishChange({ topic: "member", userId: found.userId });
  if (done.emailId !== null) await deliverQueued(done.emailId);
  return done.answer;
}

type Traveller = Prisma.JsonObject & Partial<TravellerName>;
type Stored = Prisma.JsonObject & { traveler?: Traveller };

async function correctLocked(tx: Prisma.TransactionClient, id: number, to: TravellerName, input: Input) {
  const r = await tx.order.findUniqueOrThrow({
    where: { id },
    include: { items: { orderBy: { id: "asc" } }, user: { select: { email: true, languageCode: true } } },
  });
  const stored = (r.traveler ?? {}) as Stored;
  const from = { firstName: String(stored.traveler?.firstName ?? ""), lastName: String(stored.traveler?.lastName ?? "") };
  const rule = nameCorrectionRule(r, input.now ?? new Date(), afterBookingOf, { from, to });
  if (rule.refusal) throw refusalError(rule.refusal, rule);

  await tx.order.update({ where: { id }, data: { traveler: renamed(stored, from, to) } });
  for (const item of r.items) {
    const travellers = (item.travellers ?? {}) as Stored;
    if (sameName(travellers.traveler, from)) await tx.orderItem.update({ where: { id: item.id }, data: { travellers: renamed(travellers, from, to) } });
  }
  const names = { from: `${from.firstName} ${from.lastName}`, to: `${to.firstName} ${to.lastName}` };
  const userId = "userId" in input.owner ? input.owner.userId : null;
  await recordOrderEvent(tx, id, "NAME_CORRECTED", actorOf({ userId }), { ...names, before: from, after: to });

  const address = r.user?.email ?? r.guestEmail;
  // In the member's language (their saved preference, else the organisation's), as the confirmation was.
  const locale = orderMailLocale(r, input.org);
  const texts = address ? await tripTexts(input.org, locale, r.reference) : null;
  const mail =
    texts &&
    nameCorrectionMail(
      { orgName: input.org.name, reference: r.reference, title: r.items.map((i) => i.title).join(" + "), ...names, tripUrl: r.userId ? texts.tripUrl : null },
      texts.t,
    );
  const emailId = address && mail ? await queueEmail(tx, { orgId: r.orgId, to: address, ...mail }) : null;
  return { emailId, answer: { reference: r.reference, firstName: to.firstName, lastName: to.lastName } };
}

function sameName(t: Partial<TravellerName> | undefined, name: TravellerName): boolean {
  return !!t && t.firstName === name.firstName && t.lastName === name.lastName;
}

function renamed(stored: Stored, from: TravellerName, to: TravellerName): Prisma.InputJsonObject {
  return sameName(stored.traveler, from) ? { ...stored, traveler: { ...stored.traveler, ...to } } : stored;
}

function refusalError(refusal: NameRefusal, rule: { maxLetters: number }): AppError {
  // The reason lets a page say it in its reader's language; the message is the API's English.
  const detail = { reason: refusal.reason, maxLetters: rule.maxLetters };
  switch (refusal.reason) {
    case "TOO_MANY":
      return new AppError("VALIDATION_FAILED", nameRuleSentence(rule), { fields: [{ path: refusal.field, message: nameRuleSentence(rule) }], detail });
    case "SAME":
      return new AppError("VALIDATION_FAILED", "This is the name already on the booking.", {
        fields: [{ path: "lastName", message: "This is the name already on the booking." }],
        detail,
      });
    case "STARTED":
      return new AppError("CONFLICT", `The trip has started: the name can no longer be corrected. ${nameRuleSentence(rule)}`, { detail });
    case "SUPPLIER":
      return new AppError("CONFLICT", "The names on this booking follow its supplier's rules and cannot be corrected here.", { detail });
    case "NOT_CONFIRMED":
      return new AppError("CONFLICT", "Only a confirmed booking's name can be corrected.", { detail });
  }
}
