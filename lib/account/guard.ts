import { AppError } from "@/lib/errors";
import type { ActiveSession } from "@/lib/auth/sessions";

/** An agent acting for a client may book and edit travel details, never the client's sign-in (e-mail, password, identities, deletion). */
export function assertOwnSession(session: ActiveSession): void {
  if (session.impersonatorId) throw new AppError("FORBIDDEN", "Not available while acting for a client.");
}
