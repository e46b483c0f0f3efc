"use client";

import { useState } from "react";
import { ChildAgeSelect } from "@/components/search/child-age-select";
import { CountRow, OccupancyPicker } from "./occupancy-picker";

export type PartyKey = "rooms" | "adults" | "children" | "infants";

/** The party picker's words, numbers and limits, formatted on the server (a product's search form). */
export type PartyTexts = {
  keys: PartyKey[];
  label: string;
  labels: Partial<Record<PartyKey, string>>;
  hints: Partial<Record<PartyKey, string>>;
  fewer: Partial<Record<PartyKey, string>>;
  more: Partial<Record<PartyKey, string>>;
  /** The button's text: by the party's total ("3 travellers"), or each count's phrase joined by `separator`. */
  summary: { total: string[] } | { each: [PartyKey, string[]][]; separator: string };
  numbers: string[];
  done: string;
  close: string;
  /** "Age of child 1" …; each age's name by the age; the select's empty choice; what is missing. */
  childAgeLabels: string[];
  ageNames: string[];
  agePlaceholder: string;
  ageMissing: string;
  childAges: { min: number; max: number };
  /** People with a seat (adults and children); infants sit on an adult's lap, and every room needs an adult. */
  max: { seated: number; rooms: number };
};

export type PartyValues = Record<PartyKey, number> & { childAges: number[] };

/**
 * Who travels, as hidden fields set in the occupancy picker: the counts a product asks (rooms, adults, children,
 * infants, in its order) and each child's age. The search is held while a child's age is missing. The steppers' and
 * the ages' test ids start with `testPrefix` (`<prefix>-adults`, `<prefix>-age-0`).
 */
export function PartyPicker({
  texts,
  values,
  errors,
  testId,
  testPrefix,
  className,
}: {
  texts: PartyTexts;
  values: PartyValues;
  errors: Record<string, string>;
  testId: string;
  testPrefix: string;
  className: string;
}) {
  const [counts, setCounts] = useState<Record<PartyKey, number>>(values);
  const [ages, setAges] = useState<(number | null)[]>(() => Array.from({ length: values.children }, (_, i) => values.childAges[i] ?? null));
  const [agesShown, setAgesShown] = useState(false);
  const agesMissing = ages.some((a) => a === null);
  const seatsLeft = texts.max.seated - counts.adults - counts.children;
  const limits: Record<PartyKey, [number, number]> = {
    rooms: [1, Math.min(texts.max.rooms, counts.adults)],
    adults: [1, counts.adults + seatsLeft],
    children: [0, counts.children + seatsLeft],
    infants: [0, counts.adults],
  };
  const { summary } = texts;
  const row = (key: PartyKey) => (
    <CountRow
      key={key}
      label={texts.labels[key]!}
      hint={texts.hints[key]}
      value={counts[key]}
      valueText={texts.numbers[counts[key]] ?? String(counts[key])}
      min={limits[key][0]}
      max={limits[key][1]}
      // Fewer adults would leave a lap or a room without one: infants and rooms follow the adults down.
      onChange={(n) => {
        setCounts(
          key === "adults" ? { ...counts, adults: n, infants: Math.min(counts.infants, n), rooms: Math.min(counts.rooms, n) } : { ...counts, [key]: n },
        );
        if (key === "children") setAges(n > ages.length ? [...ages, null] : ages.slice(0, n));
      }}
      decrease={texts.fewer[key]!}
      increase={texts.more[key]!}
      testId={`${testPrefix}-${key}`}
    />
  );
  return (
    <>
      {texts.keys.map((key) => (
        <input key={key} type="hidden" name={key} value={counts[key]} />
      ))}
      {ages.length ? <input type="hidden" name="ages" value={ages.map((a) => a ?? "").join(",")} /> : null}
      <OccupancyPicker
        label={texts.label}
        summary={
          "total" in summary
            ? (summary.total[counts.adults + counts.children + counts.infants] ?? "")
            : summary.each
                .filter(([k]) => k !== "children" || counts.children)
                .map(([k, phrases]) => phrases[counts[k]])
                .join(summary.separator)
        }
        done={texts.done}
        close={texts.close}
        testId={testId}
        error={agesMissing && agesShown ? texts.ageMissing : [...texts.keys, "ages"].map((k) => errors[k]).find(Boolean)}
        incomplete={() => {
          setAgesShown(agesMissing);
          return agesMissing;
        }}
        className={className}
      >
        {texts.keys.map((key) => [
          row(key),
          key === "children"
            ? ages.map((age, i) => (
                <ChildAgeSelect
                  key={`age-${i}`}
                  label={texts.childAgeLabels[i]!}
                  value={age}
                  ages={Array.from({ length: texts.childAges.max - texts.childAges.min + 1 }, (_, n) => texts.childAges.min + n)}
                  names={texts.ageNames}
                  placeholder={texts.agePlaceholder}
                  invalid={age === null && agesShown}
                  onChange={(value) => setAges(ages.map((a, n) => (n === i ? value : a)))}
                  testId={`${testPrefix}-age-${i}`}
                />
              ))
            : null,
        ])}
      </OccupancyPicker>
    </>
  );
}
