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
