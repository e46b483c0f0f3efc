"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/components/client/post-json";
import { FormAlert } from "@/components/ui/form-parts";

/** `via`: a guest's manage-booking token, which cancels through POST /api/booking/manage/cancel instead. */
export function CancelBookingButton({ reference, refundText, via }: { reference: string; refundText: string; via?: { token: string } }) {
  const t = useTranslations("Trips");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    const res = await postJson<{ message?: string }>(via ? "/api/booking/manage/cancel" : "/api/booking/cancel", via ?? { reference });
    setBusy(false);
    if (!res.ok) return setError(res.body?.message ?? "");
    setOpen(false);
    router.refresh();
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        data-testid="cancel-booking"
      >
        {t("cancel")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/40" aria-hidden />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6" data-testid="cancel-dialog">
            <DialogTitle className="text-lg font-semibold">{t("cancelTitle")}</DialogTitle>
            <p className="mt-2 text-sm text-slate-700">{refundText}</p>
            <FormAlert message={error} />
            <div className="mt-5 flex justify-end gap-3">
              <button type="button" onClick={() => setOpen(false)} className="rounded-lg px-4 py-2 text-sm font-semibold">
                {t("keep")}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={confirm}
                className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                data-testid="confirm-cancel"
              >
                {t("confirmCancel")}
              </button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
