"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";

/**
 * What an agent does with an offer at checkout: quote it for one of their clients (first, what agents come for) or
 * book it for themselves, when their account may book. Only the chosen form is on the page, so the traveller fields
 * are filled once.
 */
export function AgentCheckoutChoice({ quote, book }: { quote: ReactNode; book: ReactNode | null }) {
  const t = useTranslations("Checkout");
  const name = useId();
  const [mode, setMode] = useState<"quote" | "book">("quote");
  if (!book) return <>{quote}</>;
  const option = (value: "quote" | "book", label: string) => (
    <label
      className={`flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand ${
        mode === value ? "border-brand bg-brand text-white" : "border-slate-300 text-slate-800"
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={mode === value}
        onChange={() => setMode(value)}
        className="sr-only"
        data-testid={`agent-mode-${value}`}
      />
      {label}
    </label>
  );
  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("agentQuote.choice")}</legend>
        <div className="flex gap-2">
          {option("quote", t("agentQuote.title"))}
          {option("book", t("agentQuote.bookMyself"))}
        </div>
      </fieldset>
      {mode === "quote" ? quote : book}
    </div>
  );
}
