import type { ReactNode } from "react";

/** One line of a checkout's price: what it is, its amount as written, the test id tests read, a saving or the total. */
export type PriceLine = { label: string; amount: string; testId?: string; tone?: "saving" | "total" };

const TONE = { saving: "text-emerald-700", total: "border-t border-slate-200 pt-2 text-base font-semibold" };

/**
 * A checkout's price breakdown: label and amount per line, the total last (`children`, after the lines, for a total
 * that follows the extras chosen in the form).
 */
export function PriceLines({ lines, children }: { lines: PriceLine[]; children?: ReactNode }) {
  return (
    <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm" data-testid="price-breakdown">
      {lines.map((l) => (
        <div key={l.label} className={`flex justify-between gap-3 ${l.tone ? TONE[l.tone] : ""}`}>
          <dt>{l.label}</dt>
          <dd data-testid={l.testId}>{l.amount}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
