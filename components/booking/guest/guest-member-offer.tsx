import type { moneyFormatter } from "@/lib/locale/display-money";
import { MemberPriceOffer } from "./member-price-offer";

type Money = Awaited<ReturnType<typeof moneyFormatter>>;

/** For a guest's summary: what a member would pay for this booking and what that saves, in the visitor's currency. */
export function guestMemberOffer(signedIn: boolean, q: { memberTotalMinor: number; savingMinor: number; currency: string }, money: Money) {
  return signedIn ? undefined : (
    <MemberPriceOffer memberTotal={money.display(q.memberTotalMinor, q.currency)} saving={money.display(q.savingMinor, q.currency)} />
  );
}
