"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { postJson } from "@/components/client/post-json";
import { FormAlert, LabelledInput } from "@/components/ui/form-parts";

/** The dialog's words, in the reader's language, written by the trip page (the rule's sentence from its own data). */
export type CorrectNameTexts = {
  button: string;
  title: string;
  rule: string;
  firstName: string;
  lastName: string;
  save: string;
  keep: string;
  same: string;
  invalid: string;
  closed: string;
};

type Refused = { error?: { fields?: { path: string }[]; detail?: { reason?: string } } };

/** "Correct name": the lead traveller's name, within the catalogue's rule; `via` is a guest's manage-booking token. */
export function CorrectNameButton(props: { reference: string; firstName: string; lastName: string; texts: CorrectNameTexts; via?: { token: string } }) {
  const { texts, via } = props;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = { firstName: String(form.get("firstName") ?? ""), lastName: String(form.get("lastName") ?? "") };
    setBusy(true);
    const res = await postJson<Refused>(
      via ? "/api/booking/manage/correct-name" : "/api/booking/correct-name",
      via ? { token: via.token, ...name } : { reference: props.reference, ...name },
    );
    setBusy(false);
    if (res.ok) {
      setOpen(false);
      return router.refresh();
    }
    const reason = res.body?.error?.detail?.reason;
    const path = res.body?.error?.fields?.[0]?.path;
    if (res.status === 400 && path) {
      setError(null);
      return setFields({ [path]: reason === "TOO_MANY" ? texts.rule : reason === "SAME" ? texts.same : texts.invalid });
    }
    setFields({});
    setError(texts.closed);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
        data-testid="correct-name"
      >
        {texts.button}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/40" aria-hidden />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6" data-testid="correct-name-dialog">
            <DialogTitle className="text-lg font-semibold">{texts.title}</DialogTitle>
            <p className="mt-2 text-sm text-slate-700" data-testid="name-rule">
              {texts.rule}
            </p>
            <form className="mt-4 space-y-3" onSubmit={save} noValidate>
              <LabelledInput
                id="correct-first-name"
                name="firstName"
                label={texts.firstName}
                defaultValue={props.firstName}
                autoComplete="given-name"
                maxLength={50}
                required
                error={fields.firstName}
                testId="correct-first-name"
              />
              <LabelledInput
                id="correct-last-name"
                name="lastName"
                label={texts.lastName}
                defaultValue={props.lastName}
                autoComplete="family-name"
                maxLength={50}
                required
                error={fields.lastName}
                testId="correct-last-name"
              />
              <FormAlert message={error} />
              <div className="flex justify-end gap-3 pt-2">
                <button type="button" onClick={() => setOpen(false)} className="rounded-lg px-4 py-2 text-sm font-semibold">
                  {texts.keep}
                </button>
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                  data-testid="save-name"
                >
                  {texts.save}
                </button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
