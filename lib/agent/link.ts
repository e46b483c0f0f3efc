import type { AgentLinkState } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";

/**
 * The agent link: an agent creates a client's account by e-mail address and acts for it (impersonation, the client's
 * trips, converting quotes into the client's bookings). The address's owner is asked by e-mail to accept or decline;
 * the link ends when they decline or take the account over (sign-up, password reset, a confirmed sign-in method) —
 * whoever typed the address may not be the person who owns it. Quoting needs no link: the quote goes to the owner's
 * address and only the owner books it.
 */
export type AgentLinkView = "awaiting" | "accepted" | "ended";

export function agentLinkView(state: AgentLinkState | null): AgentLinkView {
  return state === "ACCEPTED" ? "accepted" : state === "ENDED" ? "ended" : "awaiting";
}

/** Whether the agent may act as the account: until the owner answers or takes it over, and again once accepted. */
export function mayActAs(state: AgentLinkState | null): boolean {
  return state !== "ENDED";
}

export function assertMayActAs(state: AgentLinkState | null): void {
  if (!mayActAs(state))
    throw new AppError(
      "AGENT_LINK_ENDED",
      "This client has taken their account over. You can still send them quotes; to act for them again they must accept your link.",
    );
}
