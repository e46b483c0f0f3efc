import { db } from "@/lib/db";

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

/** What a supplier checkout starts from for a signed-in member: whether they may book, their contact, their travellers. */
export async function checkoutAccount(userId: number): Promise<CheckoutAccount | null> {
  const [account, saved] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { canUserBook: true, firstName: true, lastName: true, email: true, mobileNo: true } }),
    db.traveler.findMany({
      where: { userId },
      select: { id: true, title: true, firstName: true, lastName: true, dateOfBirth: true, nationalityId: true },
      orderBy: { id: "asc" },
      take: 20,
    }),
  ]);
  if (!account) return null;
  return {
    canUserBook: account.canUserBook,
    contact: { firstName: account.firstName, lastName: account.lastName, email: account.email, phone: account.mobileNo ?? "" },
    travellers: saved.map((s) => ({ ...s, dateOfBirth: s.dateOfBirth?.toISOString().slice(0, 10) ?? null })),
  };
}
