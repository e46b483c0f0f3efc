"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { FormAlert, LabelledInput, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { useFocusFirstError } from "@/components/ui/use-focus-first-error";
import { useFieldMessage } from "@/components/orders/use-field-message";

/** The texts, written by the server page in the visitor's language (the card's labels are the checkout's own). */
export type PayDueTexts = { open: string; title: string; submit: string; hint: string; number: string; name: string; expiry: string; cvc: string };

type Answer = { message?: string; error?: { fields?: { path: string; message: string }[] } };
const CARD_FIELDS = ["number", "name", "expiry", "cvc"] as const;

/**
 * Pays what a booking paid later still owes, now, with another card: after its kept card was declined, or before its
 * day. `via`: a guest's manage-booking token, which pays through POST /api/booking/manage/pay-due instead.
 */
export function PayDueForm({ reference, via, texts, prominent }: { reference: string; via?: { token: string }; texts: PayDueTexts; prominent: boolean }) {
  const router = useRouter();
  const id = useId();
  // One key per form: a double click or a retry pays once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [open, setOpen] = useState(prominent);
  const [card, setCard] = useState({ number: "", name: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const failed = useFocusFirstError(form);
  const say = useFieldMessage();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setErrors({});
    const res = await postJson<Answer>(via ? "/api/booking/manage/pay-due" : "/api/booking/pay-due", {
      ...(via ?? { reference }),
      card,
      idempotencyKey,
    });
    setBusy(false);
    if (res.ok) return router.refresh();
    const fields = res.body?.error?.fields ?? [];
    setErrors(Object.fromEntries(fields.map((f) => [f.path.replace(/^card\./, ""), say(f.message)])));
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
      <p className="text-xs text-slate-500">{texts.hint}</p>
      {CARD_FIELDS.map((name) => (
        <LabelledInput
          key={name}
          id={`${id}-${name}`}
          label={texts[name]}
          value={card[name]}
          onChange={(e) => setCard((c) => ({ ...c, [name]: e.target.value }))}
          error={errors[name]}
          testId={`pay-due-${name}`}
          autoComplete={{ number: "cc-number", name: "cc-name", expiry: "cc-exp", cvc: "cc-csc" }[name]}
          inputMode={name === "number" || name === "cvc" ? "numeric" : undefined}
          placeholder={name === "expiry" ? "MM/YY" : undefined}
          maxLength={{ number: 23, name: 80, expiry: 7, cvc: 4 }[name]}
        />
      ))}
      <button type="submit" disabled={busy} className={primaryButtonClass} data-testid="pay-due-submit">
        {busy ? <Spinner /> : null}
        {texts.submit}
      </button>
    </form>
  );
}
