import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

/**
 * A labelled select of the search grid; `wide` takes two columns. With `error` (a field the results page may reject)
 * it sits in a box with room for the problem below it, tied to the select.
 */
export function SelectField({
  label,
  testId,
  wide,
  error,
  children,
  ...select
}: { label: string; testId: string; wide?: boolean; error?: FieldError; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const errorId = error?.text ? `${testId}-error` : undefined;
  const field = (
    <label className={`field min-w-0${wide && !error ? " col-span-2" : ""}`}>
      {label}
      <select data-testid={testId} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...select}>
        {children}
      </select>
    </label>
  );
  if (!error) return field;
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      {field}
      {errorId ? (
        <p id={errorId} className="mt-1 text-sm text-red-700" data-testid={error.testId}>
          {error.text}
        </p>
      ) : null}
    </div>
  );
}

/** What the results page said is wrong with a field (none: nothing), and the test id of its line. */
type FieldError = { text?: string; testId: string };

type Choice = { value: string; label: string };

/** A select of the search grid from its choices (in groups, when given), after an "any" choice when there is one. */
export function ChoiceField({
  value,
  any,
  choices = [],
  groups,
  ...field
}: {
  label: string;
  name: string;
  value: string;
  testId: string;
  required?: boolean;
  wide?: boolean;
  error?: FieldError;
  any?: string;
  choices?: Choice[];
  groups?: { label: string; choices: Choice[] }[];
}) {
  const list = (choices: Choice[]) =>
    choices.map((c) => (
      <option key={c.value} value={c.value}>
        {c.label}
      </option>
    ));
  return (
    <SelectField {...field} defaultValue={value}>
      {any !== undefined ? <option value="">{any}</option> : null}
      {list(choices)}
      {groups?.map((g) => (
        <optgroup key={g.label} label={g.label}>
          {list(g.choices)}
        </optgroup>
      ))}
    </SelectField>
  );
}

/** A labelled input of the search grid; `wide` takes two columns. */
export function InputField({ label, wide, testId, ...input }: { label: string; wide?: boolean; testId: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={wide ? "field col-span-2" : "field"}>
      {label}
      <input data-testid={testId} {...input} />
    </label>
  );
}

/** Half-hour steps, plus the time the URL asked for when it is not one of them. */
function timeSteps(current: string): string[] {
  const steps = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
  return steps.includes(current) || !/^\d{2}:\d{2}$/.test(current) ? steps : [...steps, current].sort();
}

/** A time of day of the search grid, as a select of half-hour steps. */
export function TimeSelectField({ label, name, value, testId }: { label: string; name: string; value: string; testId: string }) {
  return (
    <SelectField label={label} name={name} defaultValue={value} testId={testId}>
      {timeSteps(value).map((t) => (
        <option key={t}>{t}</option>
      ))}
    </SelectField>
  );
}

/** A choice of a few (a direction, a trip's kind) as pills across the grid: radios named `name`, the chosen one filled. */
export function ChoicePills<V extends string>(props: {
  name: string;
  legend: string;
  options: { value: V; label: string; testId: string }[];
  value: V;
  onChange(value: V): void;
}) {
  return (
    <fieldset className="col-span-2 flex flex-wrap items-center gap-2 lg:col-span-full">
      <legend className="sr-only">{props.legend}</legend>
      {props.options.map((o) => (
        <label
          key={o.value}
          className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium has-checked:border-brand has-checked:bg-brand has-checked:text-white"
        >
          <input
            type="radio"
            name={props.name}
            value={o.value}
            checked={props.value === o.value}
            onChange={() => props.onChange(o.value)}
            className="sr-only"
            data-testid={o.testId}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
