import type { DeclineReason } from "./provider";

const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  CARD_DECLINED: "Your card was declined. Please use another card.",
  INSUFFICIENT_FUNDS: "Your card was declined for insufficient funds. Please use another card.",
  EXPIRED_CARD: "This card has expired.",
  INVALID_CARD: "Please check the card number and security code.",
};

/** What a payer is told of a refused card (the answer's message), or of a provider that did not answer (null). */
export function declineMessage(outcome: { reason: DeclineReason } | null): string {
  return outcome ? DECLINE_MESSAGES[outcome.reason] : "The payment could not be processed. Please try again.";
}
