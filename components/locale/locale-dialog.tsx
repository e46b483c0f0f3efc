"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslations } from "next-intl";
import type { CurrencyInfo } from "@/lib/locale/currencies";
import type { LanguageInfo } from "@/lib/locale/languages";
import type { LocaleChange } from "./choose-locale";

export type LocaleTab = "language" | "currency";

type Props = {
  open: boolean;
  tab: LocaleTab;
  onClose: () => void;
  languages: Pick<LanguageInfo, "code" | "name">[];
  currencies: Pick<CurrencyInfo, "code" | "name">[];
  currentLanguage: string;
  currentCurrency: string;
  onPick: (change: LocaleChange) => void;
};

export function LocaleDialog({ open, tab, onClose, languages, currencies, currentLanguage, currentCurrency, onPick }: Props) {
  const t = useTranslations("LocalePicker");
  const isLanguage = tab === "language";
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center md:p-4">
        <DialogPanel className="h-full w-full overflow-y-auto bg-white p-6 md:h-auto md:max-w-2xl md:rounded-xl" data-testid={`${tab}-dialog`}>
          <div className="flex items-start justify-between">
            <DialogTitle className="text-xl font-semibold">{isLanguage ? t("language") : t("currency")}</DialogTitle>
            <button type="button" onClick={onClose} className="rounded px-2 text-2xl leading-none text-slate-500 hover:text-slate-900" aria-label="Close">
              ×
            </button>
          </div>
          <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3" role="list">
            {isLanguage
              ? languages.map((l) => (
                  <li key={l.code}>
                    <button
                      type="button"
                      lang={l.code}
                      onClick={() => onPick({ language: l.code })}
                      aria-pressed={l.code === currentLanguage}
                      data-testid={`language-option-${l.code}`}
                      className={`w-full rounded-lg border px-3 py-2 text-start hover:border-brand ${l.code === currentLanguage ? "border-brand bg-surface font-semibold" : "border-slate-200"}`}
                    >
                      {l.name}
                    </button>
                  </li>
                ))
              : currencies.map((c) => (
                  <li key={c.code}>
                    <button
                      type="button"
                      onClick={() => onPick({ currency: c.code })}
                      aria-pressed={c.code === currentCurrency}
                      data-testid={`currency-option-${c.code}`}
                      className={`flex w-full items-center gap-2 rounded-lg border px-3 py-2 text-start hover:border-brand ${c.code === currentCurrency ? "border-brand bg-surface font-semibold" : "border-slate-200"}`}
                    >
                      <span className="w-10 font-mono text-sm">{c.code}</span>
                      <span className="text-sm text-slate-700">{c.name}</span>
                    </button>
                  </li>
                ))}
          </ul>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
