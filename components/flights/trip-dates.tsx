"use client";

import { Radio, RadioGroup } from "@headlessui/react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { DatesField } from "@/components/ui/dates-field";
import { addDays } from "@/lib/org/calendar";

/** A round trip chosen after a one-way search comes back a week later, within the days flights are sold. */
const RETURN_AFTER_DAYS = 7;

/**
 * One way or return across the search grid, the fields between (the airports), then the departure day or the
 * departure and its return (a new trip type is a new field). A departure moved past the return forgets it; the round
 * trip then proposes a new one.
 */
export function TripDates({
  trip: words,
  children,
  ...field
}: ComponentProps<typeof DatesField> & { rules: { maxDate: string }; trip: Record<"label" | "oneway" | "return", string>; children: ReactNode }) {
  const [trip, setTrip] = useState(field.to ? "return" : "oneway");
  const [dates, setDates] = useState({ depart: field.from, return: field.to ?? "" });
  const weekLater = addDays(dates.depart, RETURN_AFTER_DAYS);
  return (
    <>
      <RadioGroup value={trip} onChange={setTrip} aria-label={words.label} className="col-span-2 flex gap-2 lg:col-span-6">
        {(["oneway", "return"] as const).map((value) => (
          <Radio
            key={value}
            value={value}
            className="cursor-pointer rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 data-checked:border-brand data-checked:bg-brand data-checked:text-white data-focus:ring-2 data-focus:ring-brand"
          >
            {words[value]}
          </Radio>
        ))}
      </RadioGroup>
      {children}
      <DatesField
        {...field}
        key={trip}
        mode={trip === "return" ? "range" : "single"}
        from={dates.depart}
        to={dates.return || (weekLater > field.rules.maxDate ? field.rules.maxDate : weekLater)}
        onChange={(days) => setDates({ depart: days.from!, return: days.to ?? (dates.return >= days.from! ? dates.return : "") })}
      />
    </>
  );
}
