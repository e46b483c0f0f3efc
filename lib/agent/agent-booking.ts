import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { AgentBooking } from "@/lib/orders/book-stay";
import type { ActiveSession } from "@/lib/auth/sessions";

/** The agent's own reference on a booking they made for a client: A<agent id>-<6 characters>, e.g. A12-7K3Q9M. */
export function newAgentReference(agentId: number): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(6);
  return `A${agentId}-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

/** When an agent impersonates a client, their checkout books on the agent's behalf too. */
export function agentBookingFor(session: ActiveSession | null): AgentBooking | undefined {
  return session?.impersonatorId ? { id: session.impersonatorId, reference: newAgentReference(session.impersonatorId) } : undefined;
}

/** Audit trail: a booking an agent made for a client, in the client's activity records with the agent as actor. */
export async function recordAgentBooking(input: { clientId: number; agentId: number; reference: string; ip: string; via: "impersonation" | "quote" }) {
  await db.userActivity.create({
    data: { userId: input.clientId, actorId: input.agentId, action: "agent-booking", ip: input.ip, meta: { reference: input.reference, via: input.via } },
  });
}
