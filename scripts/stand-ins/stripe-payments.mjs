/**
 * What happens to the local Stripe stand-in's objects (./stripe-store.mjs) when money moves: a card entered on the
 * hosted page (charged, kept, declined, or sent to its bank's 3-D Secure challenge), a kept card charged off-session
 * through POST /v1/payment_intents, an intent cancelled, a refund. Each raises the events Stripe would.
 */
import { assessEntry, assessOffSession, authenticationFailure } from "./stripe-cards.mjs";
import { StripeApiError, invalidRequest } from "./stripe-errors.mjs";

const now = () => Math.floor(Date.now() / 1000);
const copy = (value) => structuredClone(value);

/** `core`: the store's own parts (its maps, put, get, emit, the entered cards' numbers, the origin of its pages). */
export function createPayments({ maps, put, get, emit, cardNumbers, origin, newPaymentIntent }) {
  function chargeFor(pi, pm, error) {
    const card = pm.card;
    return put("ch", {
      object: "charge",
      amount: pi.amount,
      amount_captured: error ? 0 : pi.amount,
      amount_refunded: 0,
      captured: !error,
      paid: !error,
      refunded: false,
      status: error ? "failed" : "succeeded",
      currency: pi.currency,
      customer: pi.customer,
      description: pi.description,
      payment_intent: pi.id,
      payment_method: pm.id,
      payment_method_details: { type: "card", card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } },
      billing_details: pm.billing_details,
      failure_code: error?.code ?? null,
      failure_message: error?.message ?? null,
      outcome: error
        ? {
            type: "issuer_declined",
            network_status: "declined_by_network",
            reason: error.decline_code ?? null,
            seller_message: "The bank did not return any further details with this decline.",
          }
        : { type: "authorized", network_status: "approved_by_network", reason: null, seller_message: "Payment complete." },
      metadata: {},
    });
  }

  /** The intent charged with this payment method: a charge either way, the intent succeeded or waiting for another card. */
  function settle(pi, pm, error) {
    const charge = chargeFor(pi, pm, error);
    pi.latest_charge = charge.id;
    pi.next_action = null;
    if (error) {
      Object.assign(pi, {
        status: "requires_payment_method",
        payment_method: null,
        last_payment_error: { ...error, charge: charge.id, payment_method: copy(pm) },
      });
      emit("payment_intent.payment_failed", pi);
    } else {
      Object.assign(pi, { status: "succeeded", payment_method: pm.id, amount_received: pi.amount, last_payment_error: null });
      // Paying with "keep this card for later": the card stays with the customer, as setup_future_usage asks.
      if (pi.setup_future_usage && pi.customer) pm.customer = pi.customer;
      emit("payment_intent.succeeded", pi);
    }
    return charge;
  }

  function completeSession(session) {
    session.status = "complete";
    if (session.mode === "payment") session.payment_status = "paid";
    emit("checkout.session.completed", session);
  }

  /**
   * A card typed on the hosted page: "paid" (or "kept" in setup mode), "declined" with Stripe's error, or "challenge"
   * when the bank wants 3-D Secure first.
   */
  function enterCard(session, entry) {
    const purpose = session.mode === "setup" ? "setup" : "payment";
    const { card, error, needs3ds } = assessEntry(entry, purpose);
    // A number or expiry that cannot be a card is caught in the browser by Stripe.js: no payment method, no attempt.
    if (!card || error?.code === "incorrect_number" || error?.code === "invalid_expiry_year") return { outcome: "declined", error };
    const { number, ...shown } = card;
    const pm = put("pm", {
      object: "payment_method",
      type: "card",
      customer: null,
      card: { ...shown, funding: "credit", country: "US" },
      billing_details: { name: entry.name || null, email: session.customer_email },
      metadata: {},
    });
    cardNumbers.set(pm.id, number);
    if (purpose === "payment") {
      const pi = maps.paymentIntents.get(session.payment_intent);
      if (needs3ds) {
        Object.assign(pi, {
          status: "requires_action",
          payment_method: pm.id,
          next_action: { type: "redirect_to_url", redirect_to_url: { url: `${origin}/3ds/${session.id}`, return_url: session.success_url } },
        });
        return { outcome: "challenge" };
      }
      settle(pi, pm, error);
      if (error) return { outcome: "declined", error };
      completeSession(session);
      return { outcome: "paid" };
    }
    const si = maps.setupIntents.get(session.setup_intent);
    if (error) {
      Object.assign(si, { status: "requires_payment_method", last_setup_error: { ...error, payment_method: copy(pm) } });
      emit("setup_intent.setup_failed", si);
      return { outcome: "declined", error };
    }
    si.payment_method = pm.id;
    if (needs3ds) {
      Object.assign(si, {
        status: "requires_action",
        next_action: { type: "redirect_to_url", redirect_to_url: { url: `${origin}/3ds/${session.id}`, return_url: session.success_url } },
      });
      return { outcome: "challenge" };
    }
    keep(session, si, pm);
    return { outcome: "kept" };
  }

  function keep(session, si, pm) {
    pm.customer = session.customer;
    Object.assign(si, { status: "succeeded", payment_method: pm.id, last_setup_error: null, next_action: null });
    emit("setup_intent.succeeded", si);
    completeSession(session);
  }

  /** The 3-D Secure challenge answered: completed goes on as an accepted card, failed leaves the intent unpaid. */
  function answerChallenge(session, passed) {
    const intent = session.mode === "payment" ? maps.paymentIntents.get(session.payment_intent) : maps.setupIntents.get(session.setup_intent);
    if (intent.status !== "requires_action") return { outcome: "none" };
    const pm = maps.paymentMethods.get(intent.payment_method);
    if (passed) {
      if (session.mode === "payment") settle(intent, pm, null);
      if (session.mode === "payment") completeSession(session);
      else keep(session, intent, pm);
      return { outcome: session.mode === "payment" ? "paid" : "kept" };
    }
    const error = { ...authenticationFailure(), payment_method: copy(pm) };
    if (session.mode === "payment") {
      Object.assign(intent, { status: "requires_payment_method", payment_method: null, next_action: null, last_payment_error: error });
      emit("payment_intent.payment_failed", intent);
    } else {
      Object.assign(intent, { status: "requires_payment_method", payment_method: null, next_action: null, last_setup_error: error });
    }
    return { outcome: "declined", error };
  }

  /** POST /v1/payment_intents: with `confirm`, the kept card is charged at once (off-session when so marked). */
  function createPaymentIntent({ amount, currency, customer, paymentMethod, confirm, offSession, description, metadata }) {
    if (customer) get("customers", customer, "customer", "customer");
    const pm = paymentMethod ? get("paymentMethods", paymentMethod, "PaymentMethod", "payment_method") : null;
    // Every card here was entered on a Checkout page and used there: only one kept for a customer can be used again.
    if (pm && !pm.customer)
      throw invalidRequest("The provided PaymentMethod was previously used without being attached to a Customer; it cannot be used again.", "payment_method");
    if (pm && pm.customer !== customer) throw invalidRequest("The provided PaymentMethod belongs to another customer.", "payment_method");
    const pi = newPaymentIntent({ amount, currency, customer, description, metadata });
    if (!confirm || !pm) {
      if (pm) Object.assign(pi, { payment_method: pm.id, status: "requires_confirmation" });
      return pi;
    }
    const error = assessOffSession({ number: cardNumbers.get(pm.id) });
    if (error && !offSession && error.code === "authentication_required") {
      Object.assign(pi, { status: "requires_action", payment_method: pm.id, next_action: { type: "use_stripe_sdk", use_stripe_sdk: {} } });
      return pi;
    }
    const charge = settle(pi, pm, error);
    if (error) throw new StripeApiError(402, { ...error, charge: charge.id, payment_intent: copy(pi), payment_method: copy(pm) });
    return pi;
  }

  function cancelPaymentIntent(id, reason) {
    const pi = get("paymentIntents", id, "payment_intent", "intent");
    if (pi.status === "succeeded" || pi.status === "canceled")
      throw invalidRequest(`You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`, undefined, "payment_intent_unexpected_state");
    Object.assign(pi, { status: "canceled", canceled_at: now(), cancellation_reason: reason ?? null, next_action: null });
    emit("payment_intent.canceled", pi);
    return pi;
  }

  /** Never more than was captured less what is already refunded, as Stripe refuses it. */
  function createRefund({ paymentIntent, charge: chargeId, amount, reason, metadata }) {
    let charge;
    if (chargeId) charge = get("charges", chargeId, "charge", "charge");
    else {
      if (!paymentIntent)
        throw invalidRequest("One of the following params should be provided for this request: payment_intent or charge.", undefined, "parameter_missing");
      const pi = get("paymentIntents", paymentIntent, "payment_intent", "payment_intent");
      charge = pi.status === "succeeded" ? maps.charges.get(pi.latest_charge) : undefined;
      if (!charge) throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, "payment_intent");
    }
    const left = charge.amount_captured - charge.amount_refunded;
    if (left <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
    const value = amount ?? left;
    if (value > left) throw invalidRequest(`Refund amount (${value}) is greater than unrefunded amount on charge (${left})`, "amount", "amount_too_large");
    const refund = put("re", {
      object: "refund",
      amount: value,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: "succeeded",
      reason: reason ?? null,
      metadata: metadata ?? {},
      balance_transaction: null,
      receipt_number: null,
    });
    charge.amount_refunded += value;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    emit("charge.refunded", charge);
    return refund;
  }

  /** POST /v1/checkout/sessions/{id}/expire: an open page closed unpaid, its intent cancelled. */
  function expireSession(id) {
    const session = get("sessions", id, "checkout.session", "session");
    if (session.status !== "open") throw invalidRequest(`Only Checkout Sessions with a status of \`open\` can be expired; this one is ${session.status}.`);
    session.status = "expired";
    const pi = session.payment_intent ? maps.paymentIntents.get(session.payment_intent) : null;
    if (pi && pi.status !== "succeeded") Object.assign(pi, { status: "canceled", canceled_at: now(), cancellation_reason: "abandoned", next_action: null });
    emit("checkout.session.expired", session);
    return session;
  }

  return { expireSession, enterCard, answerChallenge, createPaymentIntent, cancelPaymentIntent, createRefund };
}
