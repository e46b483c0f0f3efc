"use client";

import { useId, useState } from "react";
import { ExtrasSection } from "./extras-section";
import { useSetCheckoutExtras } from "@/components/ui/checkout/extras";
import { Stepper } from "./stepper";

/** One extra sold with an offer: its code, name, a hint, its rate in words, and how many one booking may take. */
export type ExtraItem = { code: string; name: string; hint?: string; rate: string; maxQuantity: number };

/**
 * A checkout's extras: each a switch (one per booking) or a stepper (up to its maximum), its rate and, once chosen, its
 * line's amount; then the total. What is chosen goes to the checkout form (components/ui/checkout/extras.tsx) as
 * codes and quantities with their price, so the summary's total and the Pay button include it; the server prices the
 * codes again. The kind gives the items, a line's price (`lineMinor`) and its words.
 */
export function ExtrasPicker(props: {
  items: ExtraItem[];
  lineMinor(code: string, quantity: number): number;
  money(minor: number): string;
  words: { title: string; intro: string; total: string; line(amount: string): string; count(n: number): string };
  stepper(name: string): { label: string; decrease: string; increase: string };
  testId: string;
}) {
  const { items, lineMinor, money, words } = props;
  const id = useId();
  const setExtras = useSetCheckoutExtras();
  const [counts, setCounts] = useState<Record<string, number>>({});
  if (items.length === 0) return null;
  // The checkout hears of each change as it is made (nothing chosen is its start).
  const set = (code: string, n: number) => {
    const next = { ...counts, [code]: n };
    setCounts(next);
    const services = items.filter((e) => (next[e.code] ?? 0) > 0).map((e) => ({ id: e.code, quantity: next[e.code]! }));
    setExtras({ services, totalMinor: services.reduce((sum, l) => sum + lineMinor(l.id, l.quantity), 0) });
  };
  const totalMinor = items.reduce((sum, e) => sum + ((counts[e.code] ?? 0) > 0 ? lineMinor(e.code, counts[e.code]!) : 0), 0);
  return (
    <ExtrasSection
      title={words.title}
      intro={words.intro}
      total={{ label: words.total, amount: money(totalMinor), testId: `${props.testId}-total` }}
      testId={props.testId}
    >
      <ul className="space-y-4">
        {items.map((e) => {
          const n = counts[e.code] ?? 0;
          return (
            <li key={e.code} className="flex flex-wrap items-center justify-between gap-3 text-sm" data-testid={`extra-${e.code}`}>
              <div className="min-w-0 flex-1">
                {e.maxQuantity === 1 ? (
                  <label className="flex items-center gap-2 font-medium">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand"
                      checked={n === 1}
                      onChange={(ev) => set(e.code, ev.target.checked ? 1 : 0)}
                      aria-describedby={`${id}-${e.code}-price`}
                      data-testid={`extra-${e.code}-toggle`}
                    />
                    {e.name}
                  </label>
                ) : (
                  <p className="font-medium">{e.name}</p>
                )}
                {e.hint ? <p className="text-slate-600">{e.hint}</p> : null}
                <p id={`${id}-${e.code}-price`} className="text-slate-600" data-testid={`extra-${e.code}-price`}>
                  {e.rate}
                </p>
                {n > 0 ? (
                  <p className="font-medium text-slate-900" data-testid={`extra-${e.code}-amount`}>
                    {words.line(money(lineMinor(e.code, n)))}
                  </p>
                ) : null}
              </div>
              {e.maxQuantity > 1 ? (
                <Stepper
                  value={n}
                  max={e.maxQuantity}
                  onChange={(v) => set(e.code, v)}
                  valueText={words.count(n)}
                  testId={`extra-${e.code}-count`}
                  {...props.stepper(e.name)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </ExtrasSection>
  );
}
