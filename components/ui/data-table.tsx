import type { ReactNode } from "react";

/** One row of a table: its cells in the columns' order and the data attributes tests read. */
export type TableRow = { key: string; cells: ReactNode[]; data?: { [name: `data-${string}`]: string | number } };

/** A plain table of facts (an itinerary day by day …): a caption for screen readers, a header row, then the rows. */
export function DataTable({ caption, columns, rows, testId }: { caption: string; columns: string[]; rows: TableRow[]; testId: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-start text-slate-700">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-start">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-slate-100" {...r.data}>
              {r.cells.map((c, i) => (
                <td key={i} className={i === 0 ? "px-3 py-2 font-medium" : "whitespace-nowrap px-3 py-2"}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
