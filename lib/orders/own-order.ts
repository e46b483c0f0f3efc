import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export type OrderOwner = { userId: number } | { guestEmail: string };

/**
 * The id of an order of this organisation that `owner` holds: the member's own, or a guest's booked with that e-mail.
 * Someone else's is "not found", never "forbidden": references must not be probeable.
 */
export async function ownOrderOrThrow(reference: string, orgId: number, owner: OrderOwner) {
  const found = await db.order.findUnique({ where: { reference }, select: { id: true, userId: true, guestEmail: true, orgId: true } });
  const owns =
    found && ("userId" in owner ? found.userId === owner.userId : found.userId === null && found.guestEmail !== null && found.guestEmail === owner.guestEmail);
  if (!found || !owns || found.orgId !== orgId) throw new AppError("NOT_FOUND", "No such booking.");
  return found;
}
