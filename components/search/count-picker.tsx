"use client";

import { useState } from "react";
import { CountRow, OccupancyPicker } from "@/components/ui/occupancy-picker";

export type CountPickerTexts = {
  label: string;
  done: string;
  close: string;
  fewer: string;
  more: string;
  /** "1 participant", "2 guests" …, indexed by the count. */
  counts: string[];
  /** 0 … max in the page's digits. */
  numbers: string[];
};

/**
 * A party where everyone counts the same (an activity's participants, a cruise cabin's guests): one stepper in the
 * occupancy picker, sent as `name`.
 */
export function CountPicker({
  texts,
  name,
  value,
  min = 1,
  max,
  error,
  className,
  testId = "occupancy",
}: {
  texts: CountPickerTexts;
  name: string;
  value: number;
  min?: number;
  max: number;
  error?: string;
  className?: string;
  testId?: string;
}) {
  const [count, setCount] = useState(Math.min(max, Math.max(min, value)));
  return (
    <>
      <input type="hidden" name={name} value={count} />
      <OccupancyPicker
        label={texts.label}
        summary={texts.counts[count] ?? String(count)}
        done={texts.done}
        close={texts.close}
        testId={testId}
        error={error}
        className={className}
      >
        <CountRow
          label={texts.label}
          value={count}
          valueText={texts.numbers[count] ?? String(count)}
          min={min}
          max={max}
          onChange={setCount}
          decrease={texts.fewer}
          increase={texts.more}
          testId={`${testId}-count`}
        />
      </OccupancyPicker>
    </>
  );
}
