"use client";

import { useState } from "react";
import { CountRow, OccupancyPicker } from "./occupancy-picker";

/** One count of a party (passengers, suitcases …): its URL parameter, words and limits, formatted on the server. */
export type CountSpec = {
  name: string;
  label: string;
  value: number;
  min: number;
  max: number;
  fewer: string;
  more: string;
  /** The count in words ("2 passengers"), indexed by the count: the picker's button names the party with them. */
  says: string[];
  testId: string;
};

/** The words every party picker shares; `numbers` are 0 … n in the page's digits. */
export type CountTexts = { done: string; close: string; numbers: string[]; separator: string };

/**
 * A party of several counts as one picker button (components/ui/occupancy-picker.tsx) with a stepper for each; the
 * counts travel as hidden inputs outside the panel, so the form sends them whether it is open or not.
 */
export function CountFields({ label, counts, texts, testId }: { label: string; counts: CountSpec[]; texts: CountTexts; testId: string }) {
  const [values, setValues] = useState(() => counts.map((c) => c.value));
  const at = (i: number) => values[i] ?? 0;
  return (
    <>
      {counts.map((c, i) => (
        <input key={c.name} type="hidden" name={c.name} value={at(i)} />
      ))}
      <OccupancyPicker
        label={label}
        summary={counts.map((c, i) => c.says[at(i)]).join(texts.separator)}
        done={texts.done}
        close={texts.close}
        testId={testId}
        className="field col-span-2"
      >
        {counts.map((c, i) => (
          <CountRow
            key={c.name}
            label={c.label}
            value={at(i)}
            valueText={texts.numbers[at(i)] ?? String(at(i))}
            min={c.min}
            max={c.max}
            onChange={(v) => setValues((all) => all.map((x, j) => (j === i ? v : x)))}
            decrease={c.fewer}
            increase={c.more}
            testId={c.testId}
          />
        ))}
      </OccupancyPicker>
    </>
  );
}
