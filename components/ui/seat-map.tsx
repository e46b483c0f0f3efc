"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import type { SeatRowView, SeatView } from "@/lib/flights/seat-choice";

export type { SeatRowView, SeatView };

const STATE_CLASS: Record<SeatView["state"], string> = {
  free: "border-emerald-600 bg-emerald-50 text-emerald-900 hover:bg-emerald-100",
  paid: "border-sky-700 bg-sky-50 text-sky-900 hover:bg-sky-100",
  taken: "cursor-not-allowed border-slate-300 bg-slate-200 text-slate-400",
  selected: "border-brand bg-brand text-white",
  others: "border-violet-600 bg-violet-100 text-violet-900",
};

/**
 * A cabin's seat map, drawn as the airline's: front at the top, seats in their sections with the row number in the
 * aisle, exits and wings marked. The layout is the aircraft's, so it stays left-to-right on a right-to-left page
 * (seat A is by the left window either way); only the texts around it follow the page. One tab stop for the whole
 * map, arrow keys move between seats, Enter or Space chooses (a grid, as WAI-ARIA's pattern describes).
 */
export function SeatMap({ label, rows, onChoose, testId }: { label: string; rows: SeatRowView[]; onChoose: (id: string) => void; testId?: string }) {
  const seatRows = rows
    .filter((r): r is Extract<SeatRowView, { kind: "seats" }> => r.kind === "seats")
    .map((r) => r.sections.flat().filter((s): s is SeatView => s !== null));
  const firstFocus = (() => {
    for (let r = 0; r < seatRows.length; r++) {
      const c = seatRows[r]!.findIndex((s) => s.state === "selected");
      if (c >= 0) return [r, c] as const;
    }
    return [0, 0] as const;
  })();
  const [focus, setFocus] = useState<readonly [number, number]>(firstFocus);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  function move(event: KeyboardEvent, r: number, c: number) {
    const step: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    let next: [number, number] | null = null;
    if (event.key in step) {
      const [dr, dc] = step[event.key]!;
      const row = Math.min(seatRows.length - 1, Math.max(0, r + dr));
      next = [row, Math.min(seatRows[row]!.length - 1, Math.max(0, c + dc))];
    } else if (event.key === "Home") next = [r, 0];
    else if (event.key === "End") next = [r, seatRows[r]!.length - 1];
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    buttons.current.get(`${next[0]}:${next[1]}`)?.focus();
  }

  let seatRow = -1;
  return (
    <div className="overflow-x-auto" data-testid={testId}>
      <div dir="ltr" role="grid" aria-label={label} className="mx-auto w-max rounded-t-[4rem] border-2 border-slate-300 bg-white px-4 pb-4 pt-10">
        {rows.map((row, i) => {
          if (row.kind === "exit")
            return (
              <div
                key={i}
                aria-hidden="true"
                className="my-1 flex items-center justify-between text-[10px] font-semibold uppercase tracking-wide text-rose-700"
              >
                <span>◀ {row.label}</span>
                <span>{row.label} ▶</span>
              </div>
            );
          if (row.kind === "facility")
            return (
              <div key={i} aria-hidden="true" className="my-2 flex justify-between gap-6 text-[10px] text-slate-700">
                {row.sections.map((name, s) => (
                  <span key={s} className="rounded bg-slate-100 px-2 py-1">
                    {name}
                  </span>
                ))}
              </div>
            );
          seatRow++;
          const r = seatRow;
          let c = -1;
          return (
            <div
              key={i}
              role="row"
              className={`relative flex items-center gap-3 py-0.5 ${row.overWing ? "before:absolute before:-left-4 before:h-full before:w-1 before:bg-slate-300 after:absolute after:-right-4 after:h-full after:w-1 after:bg-slate-300" : ""}`}
            >
              {row.sections.map((section, s) => (
                <div key={s} className="flex items-center gap-3">
                  {s > 0 ? (
                    <span aria-hidden="true" className="w-5 text-center text-[11px] text-slate-500">
                      {row.number}
                    </span>
                  ) : null}
                  <div className="flex gap-1">
                    {section.map((seat, k) => {
                      // A space the airline leaves (no seat, a bassinet): the width of a seat, so columns stay aligned.
                      if (!seat) return <span key={`gap${k}`} aria-hidden="true" className="h-9 w-9" />;
                      c++;
                      const col = c;
                      const focused = focus[0] === r && focus[1] === col;
                      return (
                        <div role="gridcell" key={seat.id}>
                          <button
                            type="button"
                            ref={(el) => {
                              if (el) buttons.current.set(`${r}:${col}`, el);
                              else buttons.current.delete(`${r}:${col}`);
                            }}
                            tabIndex={focused ? 0 : -1}
                            aria-label={seat.label}
                            aria-pressed={seat.state === "selected"}
                            aria-disabled={seat.state === "taken" || seat.state === "others"}
                            onFocus={() => setFocus([r, col])}
                            onKeyDown={(e) => move(e, r, col)}
                            onClick={() => (seat.state === "taken" || seat.state === "others" ? undefined : onChoose(seat.id))}
                            data-testid={`seat-${seat.id}`}
                            data-state={seat.state}
                            className={`flex h-9 w-9 items-center justify-center rounded-t-lg rounded-b border-2 text-xs font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${STATE_CLASS[seat.state]}`}
                          >
                            {seat.state === "taken" ? "×" : (seat.mark ?? seat.letter)}
                          </button>
                        </div>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The key to a seat map's colours, with the texts the page gives. */
export function SeatLegend({ items }: { items: { state: SeatView["state"]; text: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" data-testid="seat-legend">
      {items.map((item) => (
        <li key={item.state} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-4 w-4 rounded-t border-2 ${STATE_CLASS[item.state]}`} />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
