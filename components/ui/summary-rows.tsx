import type { ReactNode } from "react";

/**
 * One line of a checkout's summary: what it is and what was chosen; `testId` for the lines tests read, `valueData` for
 * tests that read the value alone (a fare's refund rule and its kind).
 */
export type SummaryRow = { label: string; value: ReactNode; testId?: string; valueData?: { [name: `data-${string}`]: string } };

/** What is being booked, as the checkout's summary lists it: a label over each value. */
export function SummaryRows({ rows, testId, className = "space-y-2 text-sm" }: { rows: SummaryRow[]; testId?: string; className?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map((r) => (
        <div key={r.label} data-testid={r.testId}>
          <dt className="font-medium text-slate-900">{r.label}</dt>
          <dd className="text-slate-700" {...r.valueData}>
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
