import { memberRecord, travelerView, type TravelerView } from "@/lib/account/get-profile";
import { rateSnapshot } from "@/lib/locale/rates";
import type { OrgConfig } from "@/lib/org/org-config";
import { checkoutWalletData, type CheckoutWalletData } from "@/lib/wallet/checkout-data";
import { bookingAllowed } from "./eligibility";

/** The member's own details the traveller fields start from. */
type OwnDetails = {
  canUserBook: number;
  title: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string | null;
  nationalityId: number | null;
} | null;

/** What the traveller fields start from: the member's own details; a title or nationality they never gave is left to choose. */
export type CheckoutPrefill = { title: number | null; firstName: string; lastName: string; email: string; phone: string; nationality: number | null };

type MemberRecord = NonNullable<Awaited<ReturnType<typeof memberRecord>>>;

function accountOf(u: MemberRecord | null): OwnDetails {
  return (
    u && {
      canUserBook: u.canUserBook,
      title: u.title,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      mobileNo: u.mobileNo,
      nationalityId: u.nationalityId,
    }
  );
}

function prefillOf(account: OwnDetails): CheckoutPrefill | null {
  return account
    ? {
        title: account.title,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: account.mobileNo ?? "",
        nationality: account.nationalityId,
      }
    : null;
}

export type CheckoutDetails =
  { canBook: false } | { canBook: true; prefill: CheckoutPrefill | null; travelers: TravelerView[]; wallet: CheckoutWalletData | null };

/**
 * What of a checkout is the signed-in member's own: whether their account may book (SPEC §6 can_user_book), the
 * details the traveller fields start from, their saved travellers, and their wallet for this booking. A checkout page
 * served alike to every member of a class (lib/page-cache) asks for it once on screen; `totalMinor` and `currency` are
 * the quote that page shows, used only to show what the wallet would cover: the booking itself prices everything again.
 */
export async function checkoutDetails(input: {
  userId: number;
  org: OrgConfig;
  product: string;
  totalMinor: number;
  currency: string;
  displayCurrency: string;
}): Promise<CheckoutDetails> {
  const u = await memberRecord(input.userId);
  const account = accountOf(u);
  if (!u || !bookingAllowed(account, input.org)) return { canBook: false };
  const wallet = await checkoutWalletData({ ...input, rates: await rateSnapshot() });
  return { canBook: true, prefill: prefillOf(account), travelers: u.travelers.map(travelerView), wallet };
}
