"use client";

import { CardCurrencyNote, type CheckoutPrice } from "@/components/booking/payment-section";
import { HostedCardNote, checkoutReturnPath } from "@/components/booking/hosted-card-note";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { sendJson } from "@/components/account/form-kit";

/**
 * Books a quote in one click: one button, then the card on the payment provider's page. Used by the client on the quote link and by the agent
 * converting the quote. `onBooked` gets the booking's redirect or reference.
 */
export function QuotePayForm({
  endpoint,
  extra,
  payLabel,
  price,
  onBooked,
}: {
  endpoint: string;
  extra?: Record<string, unknown>;
  payLabel: string;
  /** The quote's total in its own currency (the card's), for the note beside the button. */
  price: CheckoutPrice;
  onBooked: (data: { reference: string; redirect?: string }) => void;
}) {
  const t = useTranslations("Checkout");
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstError(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await sendJson<{ reference: string; redirect?: string }>("POST", endpoint, { ...extra, returnPath: checkoutReturnPath(), idempotencyKey });
    if (res.ok && res.body?.data) return onBooked(res.body.data);
    setBusy(false);
    setError(res.body?.message ?? t("failed"));
    failed();
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-4" data-testid="quote-pay-form">
      <FormAlert message={error} testId="quote-pay-error" />
      <HostedCardNote note={t("hostedCardNote")} cancelled={t("paymentCancelled")} />
      <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="quote-book">
        {busy ? <Spinner /> : null}
        {busy ? t("paying") : payLabel}
      </button>
      <CardCurrencyNote view={price.view} amountMinor={price.totalMinor} currency={price.currency} />
    </form>
  );
}
