import { memberRecord } from "@/lib/account/get-profile";

/** A member's saved traveller, offered to fill a passenger or guest at checkout. */
export type SavedTraveller = {
  id: number;
  title: number | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  nationalityId: number | null;
};

export type CheckoutAccount = {
  canUserBook: number;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  travellers: SavedTraveller[];
};

/** How many saved travellers a passenger or guest picker offers. */
const MAX_OFFERED_TRAVELLERS = 20;

/**
 * What a supplier checkout starts from for a signed-in member: whether they may book, their contact, their
 * travellers — from the member's record the account pages keep (lib/account/get-profile.ts), not read afresh per view.
 */
export async function checkoutAccount(userId: number): Promise<CheckoutAccount | null> {
  const u = await memberRecord(userId);
  if (!u) return null;
  return {
    canUserBook: u.canUserBook,
    contact: { firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.mobileNo ?? "" },
    travellers: u.travelers.slice(0, MAX_OFFERED_TRAVELLERS).map((s) => ({
      id: s.id,
      title: s.title,
      firstName: s.firstName,
      lastName: s.lastName,
      dateOfBirth: s.dateOfBirth?.toISOString().slice(0, 10) ?? null,
      nationalityId: s.nationalityId,
    })),
  };
}
