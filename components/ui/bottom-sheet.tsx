"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

/**
 * A Headless UI dialog that rises from the bottom of a phone's screen (the filter and sort sheets of the results):
 * focus stays inside, Escape or a tap outside closes it, and its content scrolls under a fixed title.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  closeLabel,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-x-0 bottom-0 flex max-h-[90dvh]">
        <DialogPanel className="flex w-full flex-col rounded-t-2xl bg-white text-slate-900 shadow-xl" data-testid={testId}>
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <button type="button" onClick={onClose} className="rounded px-2 text-2xl leading-none text-slate-500 hover:text-slate-900" aria-label={closeLabel}>
              ×
            </button>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
