import { AppError } from "@/lib/errors";
import { memberIdFor } from "./enrol";

/** The spec's savings calls carry ids from the client: they may only ever name the caller's own membership. */
export function assertOwnMember(session: { id: number; email: string }, ref: { userId: number; email: string; memberid: string }) {
  if (ref.userId !== session.id || ref.email.toLowerCase() !== session.email.toLowerCase() || ref.memberid !== memberIdFor(session.id)) {
    throw new AppError("FORBIDDEN", "You can only manage your own savings membership.");
  }
}
