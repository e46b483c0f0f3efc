/** One line of a checkout's summary: what it is and what was chosen; `testId` for the lines tests read. */
export type SummaryRow = { label: string; value: string; testId?: string };

/** What is being booked, as the checkout's summary lists it: a label over each value. */
export function SummaryRows({ rows, testId }: { rows: SummaryRow[]; testId: string }) {
  return (
    <dl className="space-y-2 text-sm" data-testid={testId}>
      {rows.map((r) => (
        <div key={r.label} data-testid={r.testId}>
          <dt className="font-medium text-slate-900">{r.label}</dt>
          <dd className="text-slate-700">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
