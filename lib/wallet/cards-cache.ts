import { ttlMemo } from "@/lib/cache/ttl-memo";
import type { PaymentCard } from "@/lib/generated/prisma/client";
import { loadUserCards } from "./cards";

/** At most this many members' cards are kept per process (the least recently loaded go first). */
export const MAX_KEPT_WALLETS = 5_000;
/** A safety net only: while changes are heard, a kept entry is dropped by the change itself. */
export const WALLET_KEEP_MS = 60_000;

type Member = { userId: number; orgId: number };

const keptCards = ttlMemo<Member, PaymentCard[]>(({ userId, orgId }) => loadUserCards(userId, orgId), {
  ttlMs: WALLET_KEEP_MS,
  maxKeys: MAX_KEPT_WALLETS,
  keyOf: ({ userId, orgId }) => `${userId}:${orgId}`,
  tags: ["wallet"],
  whileChangesHeard: true,
});

/**
 * A member's cards for the search results' wallet line ("Up to … applies from your wallet"), kept per process while
 * changes are heard: every write to PaymentCard, by any process or script, is announced by the database (migration
 * wallet_change_notify) and expires what is kept (tag "wallet"), so a member's search does not read the cards on
 * every request.
 *
 * Only while the announcements are heard (not on the embedded database, nor while the feed's connection is down) —
 * then the cards are read every time. A read is kept from the moment it starts, so a change announced while it is
 * under way drops it too; none is kept longer than a minute. Checkout never reads from here (lib/wallet/plan.ts loads
 * the wallet afresh), so a kept answer can at most show a hint a moment old.
 */
export function cardsForSearch(userId: number, orgId: number): Promise<PaymentCard[]> {
  return keptCards({ userId, orgId });
}
