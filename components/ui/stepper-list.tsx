"use client";

import type { ComponentProps, ReactNode } from "react";
import { Stepper } from "./stepper";

/** One count of a list: what it is (a passenger and a route), its price in words, and its stepper. */
export type StepperRow = { key: string; title: ReactNode; detail: string; stepper: ComponentProps<typeof Stepper> };

/** Counts chosen line by line (extra bags per passenger and slice): each line's words beside its − and + buttons. */
export function StepperList({ rows }: { rows: StepperRow[] }) {
  return (
    <ul className="space-y-3">
      {rows.map((r) => (
        <li key={r.key} className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <div>
            <p className="font-medium">{r.title}</p>
            <p className="text-slate-600">{r.detail}</p>
          </div>
          <Stepper {...r.stepper} />
        </li>
      ))}
    </ul>
  );
}
