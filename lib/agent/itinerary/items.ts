import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { hashToken } from "@/lib/auth/tokens";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import type { OrgConfig } from "@/lib/org/org-config";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getClientOrThrow } from "../clients";
import { quoteExpiresAt } from "../quote-price";
import { getAgentQuoteOrThrow, quoteView, type QuoteView } from "../quotes";
import type { AddItineraryItemInput } from "../schemas";
import { itineraryPrice, percentToBps } from "./price";
import { priceItineraryItem } from "./price-item";

/** SPEC-silent: enough for a trip's flights, stays, car and transfers; more is a second itinerary. */
export const MAX_ITINERARY_ITEMS = 8;
const NOT_OPEN = "This itinerary is already sent or booked. Start a new one for more changes.";
const FULL = `An itinerary can hold at most ${MAX_ITINERARY_ITEMS} items.`;
const currencyMismatch = (has: string, got: string) =>
  `This item is priced in ${got} but the itinerary is in ${has}: one checkout is paid in one currency. Choose an item sold in ${has}, or start a new itinerary.`;

/**
 * Adds an item to a client's itinerary: priced for the client now (./price-item.ts), kept with its facts, and the
 * itinerary's total and the agent's markup worked out again. The itinerary is the one named, else the client's
 * newest open draft itinerary, else a new one. Only drafts change: a sent link shows what the client was sent.
 */
export async function addItineraryItem(agent: { id: number }, org: OrgConfig, input: AddItineraryItemInput): Promise<QuoteView> {
  const client = await getClientOrThrow(agent.id, input.clientId);
  const priced = await priceItineraryItem(org, input.item, await memberPricingFor(client.id));
  const id = await db.$transaction(async (tx) => {
    const draft = await openDraft(tx, agent.id, org.id, client.id, input.quoteId);
    const items = draft?.items ?? [];
    if (draft && items.length > 0 && items[0]!.currency !== priced.currency) {
      throw new AppError("VALIDATION_FAILED", currencyMismatch(items[0]!.currency, priced.currency), {
        fields: [{ path: "item", message: currencyMismatch(items[0]!.currency, priced.currency) }],
      });
    }
    // Any number of stays and activities (a city hotel, then one by the coast): each item's rooms or places are taken
    // and given back from its own details (lib/suppliers/catalogue).
    if (items.length >= MAX_ITINERARY_ITEMS) throw new AppError("CONFLICT", FULL);
    const quoteId =
      draft?.id ??
      (
        await tx.quote.create({
          data: {
            orgId: org.id,
            agentId: agent.id,
            clientId: client.id,
            checkIn: priced.checkIn,
            checkOut: priced.checkOut,
            currency: priced.currency,
            baseMinor: 0,
            markupMinor: 0,
            totalMinor: 0,
            markupBps: percentToBps(input.markupPercent),
            tokenHash: hashToken(randomBytes(32).toString("base64url")),
            status: "DRAFT",
            expiresAt: quoteExpiresAt(input.validDays),
          },
        })
      ).id;
    await tx.quoteItem.create({ data: { ...priced, quoteId } });
    await tx.quote.update({
      where: { id: quoteId },
      data: {
        markupBps: percentToBps(input.markupPercent),
        ...(input.contact ? { contact: { ...input.contact, phone: input.contact.phone ?? "" } } : {}),
        // The price holds for the days asked, from the latest change; never longer than that.
        expiresAt: quoteExpiresAt(input.validDays),
      },
    });
    await refreshTotals(tx, quoteId);
    return quoteId;
  });
  return quoteView(await getAgentQuoteOrThrow(agent.id, org.id, id));
}

/** Takes an item out of a draft itinerary; its total and markup follow. */
export async function removeItineraryItem(agentId: number, org: OrgConfig, quoteId: number, itemId: number): Promise<QuoteView> {
  await db.$transaction(async (tx) => {
    const draft = await openDraft(tx, agentId, org.id, null, quoteId);
    if (!draft) throw new AppError("NOT_FOUND", "Itinerary not found.");
    const gone = await tx.quoteItem.deleteMany({ where: { id: itemId, quoteId } });
    if (gone.count !== 1) throw new AppError("NOT_FOUND", "Item not found.");
    await refreshTotals(tx, quoteId);
  });
  return quoteView(await getAgentQuoteOrThrow(agentId, org.id, quoteId));
}

/** The draft itinerary named (it must be an open draft of this agent's), or the client's newest open one. */
async function openDraft(tx: Prisma.TransactionClient, agentId: number, orgId: number, clientId: number | null, quoteId?: number) {
  const live = { agentId, orgId, markupBps: { not: null }, expiresAt: { gt: new Date() } };
  if (quoteId) {
    const row = await tx.quote.findFirst({ where: { id: quoteId, agentId, orgId, markupBps: { not: null } }, include: { items: true } });
    if (!row || (clientId !== null && row.clientId !== clientId)) throw new AppError("NOT_FOUND", "Itinerary not found.");
    if (row.status !== "DRAFT" || row.expiresAt <= new Date()) throw new AppError("CONFLICT", NOT_OPEN);
    // Locks the row, so two additions at once are counted one after the other.
    await tx.$executeRaw`SELECT id FROM "Quote" WHERE id = ${row.id} FOR UPDATE`;
    return row;
  }
  if (clientId === null) return null;
  const row = await tx.quote.findFirst({ where: { ...live, clientId, status: "DRAFT" }, orderBy: { id: "desc" }, include: { items: true } });
  if (row) await tx.$executeRaw`SELECT id FROM "Quote" WHERE id = ${row.id} FOR UPDATE`;
  return row;
}

/** The itinerary's sums and span from its items: the client's price of each, plus the markup on their sum. */
async function refreshTotals(tx: Prisma.TransactionClient, quoteId: number) {
  const quote = await tx.quote.findUniqueOrThrow({ where: { id: quoteId }, include: { items: { orderBy: { startsAt: "asc" } } } });
  const items = quote.items;
  const price = itineraryPrice(
    items.map((i) => i.totalMinor),
    quote.markupBps ?? 0,
  );
  const first = items[0];
  await tx.quote.update({
    where: { id: quoteId },
    data: {
      ...price,
      ...(first
        ? {
            currency: first.currency,
            checkIn: new Date(Math.min(...items.map((i) => i.checkIn.getTime()))),
            checkOut: new Date(Math.max(...items.map((i) => i.checkOut.getTime()))),
            startsAt: new Date(Math.min(...items.map((i) => i.startsAt.getTime()))),
            endsAt: new Date(Math.max(...items.map((i) => i.endsAt.getTime()))),
            guests: Math.max(...items.map((i) => i.guests)),
          }
        : {}),
      title: items
        .map((i) => i.title)
        .join(" + ")
        .slice(0, 500),
    },
  });
}
