"use client";

import { useMemo, useRef, useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { HostedCardNote, checkoutReturnPath } from "./hosted-card-note";

/** The texts, written by the server page in the visitor's language. */
export type PayDueTexts = { open: string; title: string; submit: string; note: string; cancelled: string };

type Answer = { message?: string; data?: { redirect?: string } };

/**
 * Pays what a booking paid later still owes, now, with another card: after its kept card was declined, or before its
 * day. The card is typed on the payment provider's page, which sends the payer back here once paid. `via`: a guest's
 * manage-booking token, which pays through POST /api/booking/manage/pay-due instead.
 */
export function PayDueForm({ reference, via, texts, prominent }: { reference: string; via?: { token: string }; texts: PayDueTexts; prominent: boolean }) {
  // One key per form: a double click or a retry opens one payment page.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [open, setOpen] = useState(prominent);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstError(form);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await postJson<Answer>(via ? "/api/booking/manage/pay-due" : "/api/booking/pay-due", {
      ...(via ?? { reference }),
      returnPath: checkoutReturnPath(),
      idempotencyKey,
    });
    if (res.ok && res.body?.data?.redirect) {
      window.location.assign(res.body.data.redirect);
      return;
    }
    setBusy(false);
    setError(res.body?.message ?? "");
    failed();
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
        data-testid="pay-due-open"
      >
        {texts.open}
      </button>
    );
  }
  return (
    <form ref={form} onSubmit={submit} noValidate className="w-full space-y-3 rounded-xl border border-slate-200 p-4" data-testid="pay-due-form">
      <h4 className="font-semibold">{texts.title}</h4>
      <FormAlert message={error} testId="pay-due-error" />
      <HostedCardNote note={texts.note} cancelled={texts.cancelled} />
      <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="pay-due-submit">
        {busy ? <Spinner /> : null}
        {texts.submit}
      </button>
    </form>
  );
}
