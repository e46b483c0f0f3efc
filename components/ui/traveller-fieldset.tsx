"use client";

import { useState } from "react";
import { inputClass } from "./form-parts";
import { TravellerInputs, type TravellerField } from "./traveller-fields";

type Values = Partial<Record<string, string>>;

/** The field, starting on `value` when there is one. */
function startingOn(f: TravellerField, value: string | undefined): TravellerField {
  if (value === undefined) return f;
  if (f.kind === "title" || "options" in f) return { ...f, defaultValue: value };
  return { ...f, input: { ...(f as { input?: object }).input, defaultValue: value } };
}

/**
 * One traveller of a checkout: a fieldset of the kind's rows (./traveller-fields.tsx), its hidden facts (the
 * traveller's type), "fill from saved travellers" above the inputs and a note below. The inputs stay uncontrolled, so what is typed
 * before the page hydrates stays; choosing a saved traveller remounts them with that traveller's values.
 */
export function TravellerFieldset(props: {
  index: number;
  idPrefix: string;
  legend: string;
  rows: TravellerField[][];
  hidden?: Record<string, string>;
  /** The values it starts with (the account holder's). */
  initial?: Values;
  fill?: { label: string; choose: string; saved: { id: number; name: string; values: Values }[] };
  /** A line under the inputs (what the kind needs of the papers). */
  note?: string;
  testId?: string;
}) {
  const { index, fill } = props;
  const [filled, setFilled] = useState({ n: 0, values: props.initial ?? {} });
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid={props.testId}>
      <legend className="px-1 font-semibold">{props.legend}</legend>
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={`travellers.${index}.${name}`} value={value} />
      ))}
      {fill?.saved.length ? (
        <div>
          <label htmlFor={`${props.idPrefix}-saved`} className="text-sm font-medium">
            {fill.label}
          </label>
          <select
            id={`${props.idPrefix}-saved`}
            className={inputClass}
            defaultValue=""
            data-testid={`${props.idPrefix}-saved`}
            onChange={(e) => {
              const chosen = fill.saved.find((s) => String(s.id) === e.target.value);
              if (chosen) setFilled({ n: filled.n + 1, values: chosen.values });
            }}
          >
            <option value="">{fill.choose}</option>
            {fill.saved.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div key={filled.n} className="space-y-3">
        <TravellerInputs index={index} idPrefix={props.idPrefix} rows={props.rows.map((row) => row.map((f) => startingOn(f, filled.values[f.name])))} />
      </div>
      {props.note ? <p className="text-xs text-slate-600">{props.note}</p> : null}
    </fieldset>
  );
}
