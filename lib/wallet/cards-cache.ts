import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptPerMember } from "@/lib/account/member-tags";
import type { PaymentCard } from "@/lib/generated/prisma/client";
import { loadUserCards } from "./cards";

type Member = { userId: number; orgId: number };

const keptCards = ttlMemo<Member, PaymentCard[]>(
  ({ userId, orgId }) => loadUserCards(userId, orgId),
  keptPerMember(
    ({ userId, orgId }) => `${userId}:${orgId}`,
    ({ userId }) => userId,
  ),
);

/**
 * A member's cards as the search results' wallet line ("Up to … applies from your wallet") and the checkout's wallet
 * panel show them, kept per process while changes are heard like the rest of a member's records: every write to
 * PaymentCard, by any process or script, announces its member (migration member_change_notify), and the app's own
 * writes do so at once. Not while the announcements cannot be heard (the embedded database, a feed that is down) —
 * then the cards are read every time; none is kept longer than a minute. The booking itself never reads from here
 * (lib/wallet/plan.ts walletPlan loads the cards afresh in its transaction), so a kept answer can at most show a
 * balance a moment old, which the booking then refuses with a 409 and the checkout asks again.
 */
export function keptMemberCards(userId: number, orgId: number): Promise<PaymentCard[]> {
  return keptCards({ userId, orgId });
}
