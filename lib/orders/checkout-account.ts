import { memberRecord } from "@/lib/account/get-profile";

/**
 * A person the checkout can fill a passenger, guest or driver with: the account holder (`self`, id 0: the lead
 * traveller's default, as on any booking site) or one of their saved travellers.
 */
export type SavedTraveller = {
  id: number;
  self?: true;
  title: number | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  nationalityId: number | null;
};

export type CheckoutAccount = {
  canUserBook: number;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  /** The account holder first, then their saved travellers. */
  travellers: SavedTraveller[];
};

/** How many saved travellers a passenger or guest picker offers. */
const MAX_OFFERED_TRAVELLERS = 20;

/**
 * What a supplier checkout starts from for a signed-in member: whether they may book, their contact, themselves and
 * their travellers — from the member's record the account pages keep (lib/account/get-profile.ts), not read afresh per view.
 */
export async function checkoutAccount(userId: number): Promise<CheckoutAccount | null> {
  const u = await memberRecord(userId);
  if (!u) return null;
  return {
    canUserBook: u.canUserBook,
    contact: { firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.mobileNo ?? "" },
    travellers: [
      { id: 0, self: true, title: u.title, firstName: u.firstName, lastName: u.lastName, dateOfBirth: null, nationalityId: u.nationalityId },
      ...u.travelers.slice(0, MAX_OFFERED_TRAVELLERS).map((s) => ({
        id: s.id,
        title: s.title,
        firstName: s.firstName,
        lastName: s.lastName,
        dateOfBirth: s.dateOfBirth?.toISOString().slice(0, 10) ?? null,
        nationalityId: s.nationalityId,
      })),
    ],
  };
}
