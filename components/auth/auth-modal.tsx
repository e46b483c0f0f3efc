"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

/**
 * The account dialogs' frame. SPEC §2: modal, "cannot be dismissed by backdrop click or keyboard", full-screen on
 * mobile (below md). Only its own close button closes it.
 */
export function AuthModal({
  open,
  title,
  onClose,
  closeLabel,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Dialog open={open} onClose={() => undefined} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden />
      <div className="fixed inset-0 flex items-stretch justify-center md:items-center md:p-4">
        <DialogPanel
          className="relative h-full w-full overflow-y-auto bg-white p-6 md:h-auto md:max-h-[92vh] md:max-w-lg md:rounded-2xl md:shadow-xl"
          data-testid={testId}
        >
          <button
            type="button"
            onClick={onClose}
            className="absolute end-3 top-3 rounded-full p-2 text-2xl leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            aria-label={closeLabel}
            data-testid={`${testId}-close`}
          >
            ×
          </button>
          <DialogTitle className="pe-10 text-2xl font-bold text-brand-dark">{title}</DialogTitle>
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export function FormAlert({ message, tone = "error", testId }: { message?: string | null; tone?: "error" | "success"; testId?: string }) {
  if (!message) return null;
  const colours = tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-3 py-2 text-sm font-medium ${colours}`} data-testid={testId}>
      {message}
    </div>
  );
}

export function Spinner() {
  return <span aria-hidden className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}

export const inputClass = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand aria-[invalid=true]:border-red-500";
export const primaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-60";
export const linkButtonClass = "font-semibold text-brand underline-offset-2 hover:underline";
