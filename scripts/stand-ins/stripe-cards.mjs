/**
 * Stripe's test cards as the local Stripe stand-in (./stripe.mjs) answers them, and the errors Stripe gives for each
 * (https://docs.stripe.com/testing). Any other number that passes the Luhn check succeeds; one that does not is
 * `incorrect_number`. A card's behaviour is decided when it is entered (`assessEntry`) and again each time a kept card
 * is charged off-session (`assessOffSession`).
 */

/** The numbers the stand-in knows, by what they do. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  expired: "4000000000000069",
  incorrectCvc: "4000000000000127",
  declinesOffSession: "4000000000000341",
  requires3ds: "4000002760003184",
};

const MESSAGES = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  incorrect_number: "Your card number is incorrect.",
  invalid_expiry: "Your card's expiration date is invalid.",
  authentication_required: "Your card was declined. This transaction requires authentication.",
  payment_intent_authentication_failure: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
};

/** A card error as Stripe puts it in `error` and in `last_payment_error`. */
export function cardError(code, declineCode) {
  const error = { type: "card_error", code, message: MESSAGES[declineCode] ?? MESSAGES[code] ?? MESSAGES.card_declined };
  if (declineCode) error.decline_code = declineCode;
  return error;
}

/** The 3-D Secure failure: Stripe reports it as a request error, not a card error, with no decline code. */
export function authenticationFailure() {
  return { type: "invalid_request_error", code: "payment_intent_authentication_failure", message: MESSAGES.payment_intent_authentication_failure };
}

function passesLuhn(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  const total = [...digits].reverse().reduce((sum, ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0);
  return total % 10 === 0;
}

function brandOf(digits) {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "unknown";
}

/** "MM/YY" or "MM / YYYY" → { month, year } or null. */
export function parseExpiry(text) {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(String(text ?? ""));
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * What a card typed on the hosted page gives: `{ card }` (brand, last4, expiry and the number's behaviour for
 * later), with `error` when Stripe would refuse it there and `needs3ds` when the bank asks for a challenge first.
 * `purpose` is "payment" (charged now) or "setup" (kept for later: a card that only fails when charged is kept).
 */
export function assessEntry({ number, expiry, cvc }, purpose, now = new Date()) {
  const digits = String(number ?? "").replace(/[\s-]/g, "");
  const exp = parseExpiry(expiry);
  const card = exp && { number: digits, brand: brandOf(digits), last4: digits.slice(-4), exp_month: exp.month, exp_year: exp.year };
  if (!passesLuhn(digits)) return { card, error: cardError("incorrect_number") };
  if (!exp) return { card, error: { ...cardError("invalid_expiry_year"), message: MESSAGES.invalid_expiry } };
  if (exp.year < now.getUTCFullYear() || (exp.year === now.getUTCFullYear() && exp.month < now.getUTCMonth() + 1))
    return { card, error: { ...cardError("invalid_expiry_year"), message: MESSAGES.invalid_expiry } };
  if (!/^\d{3,4}$/.test(String(cvc ?? "").trim())) return { card, error: cardError("incorrect_cvc") };
  switch (digits) {
    case TEST_CARDS.declined:
      return { card, error: cardError("card_declined", "generic_decline") };
    case TEST_CARDS.insufficientFunds:
      return purpose === "setup" ? { card } : { card, error: cardError("card_declined", "insufficient_funds") };
    case TEST_CARDS.expired:
      return { card, error: cardError("expired_card", "expired_card") };
    case TEST_CARDS.incorrectCvc:
      return { card, error: cardError("incorrect_cvc", "incorrect_cvc") };
    case TEST_CARDS.declinesOffSession:
      return purpose === "setup" ? { card } : { card, error: cardError("card_declined", "generic_decline") };
    case TEST_CARDS.requires3ds:
      return { card, needs3ds: true };
    default:
      return { card };
  }
}

/** A kept card charged with the customer away: the error Stripe answers, or null when the charge succeeds. */
export function assessOffSession(card) {
  switch (card.number) {
    case TEST_CARDS.declinesOffSession:
      return cardError("card_declined", "generic_decline");
    case TEST_CARDS.insufficientFunds:
      return cardError("card_declined", "insufficient_funds");
    // This card asks for a challenge on every payment; with nobody there to complete it, the charge fails.
    case TEST_CARDS.requires3ds:
      return cardError("authentication_required", "authentication_required");
    default:
      return null;
  }
}
