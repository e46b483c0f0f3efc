import type { InputHTMLAttributes, ReactNode } from "react";
import { inputClass } from "./form-parts";
import { TitleSelect, type TitleValue } from "./title-select";
import type { TitleAge } from "@/lib/account/titles";

/** One traveller field a kind's schema asks for (lib/suppliers/<kind>/travellers.ts reads `travellers.<i>.<name>`). */
export type TravellerField = { name: string; label: string } & (
  | { kind: "title"; valueAs: TitleValue; age?: TitleAge; defaultValue?: string; required?: boolean }
  /** A choice from a list (countries, genders …), starting on `choose`. */
  | { kind: "country" | "choice"; options: { code: string; name: string }[]; choose: string; required?: boolean; defaultValue?: string }
  | { kind?: "input"; input?: InputHTMLAttributes<HTMLInputElement>; hint?: ReactNode }
);

/**
 * The first row of every traveller: the title and the two names, as the kind's schema takes them (`valueAs`), starting
 * as `person` (the account holder or a saved traveller) when there is one. `own`: the person's own names, so the
 * browser may fill them in.
 */
export function nameRow(
  [title, firstName, lastName]: [string, string, string],
  o: { valueAs: TitleValue; title?: string; person?: { firstName?: string; lastName?: string }; maxLength: number; required?: boolean; own?: boolean },
): TravellerField[] {
  const input = (autoComplete: string, defaultValue?: string) => ({
    required: o.required,
    maxLength: o.maxLength,
    autoComplete: o.own === false ? "off" : autoComplete,
    defaultValue,
  });
  return [
    { name: "title", label: title, kind: "title", valueAs: o.valueAs, defaultValue: o.title, required: o.required },
    { name: "firstName", label: firstName, input: input("given-name", o.person?.firstName) },
    { name: "lastName", label: lastName, input: input("family-name", o.person?.lastName) },
  ];
}

/** A row of fields: a title beside the two names keeps its narrow column. */
function rowClass(row: TravellerField[]): string {
  if (row[0]?.kind === "title" && row.length === 3) return "grid gap-4 sm:grid-cols-[8rem_1fr_1fr]";
  return ["grid gap-4", "grid gap-4", "grid gap-4 sm:grid-cols-2", "grid gap-4 sm:grid-cols-3"][row.length] ?? "grid gap-4 sm:grid-cols-3";
}

/**
 * The fields of one traveller, row by row, as plain inputs named `travellers.<index>.<name>` (the checkout form turns
 * them into JSON, components/ui/checkout/form-tree.ts). Each input's id and test id is `<idPrefix>-<name>`; a hint is tied to
 * its input for assistive technology.
 */
export function TravellerInputs({ index, idPrefix, rows }: { index: number; idPrefix: string; rows: TravellerField[][] }) {
  const field = (f: TravellerField) => {
    const id = `${idPrefix}-${f.name}`;
    const name = `travellers.${index}.${f.name}`;
    const hint = f.kind === undefined || f.kind === "input" ? f.hint : undefined;
    return (
      <div key={f.name}>
        <label htmlFor={id} className="text-sm font-medium">
          {f.label}
        </label>
        {f.kind === "title" ? (
          <TitleSelect id={id} name={name} valueAs={f.valueAs} age={f.age} required={f.required} defaultValue={f.defaultValue ?? ""} testId={id} />
        ) : "options" in f ? (
          <select id={id} name={name} required={f.required} defaultValue={f.defaultValue ?? ""} className={inputClass} data-testid={id}>
            <option value="">{f.choose}</option>
            {f.options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </select>
        ) : (
          <input id={id} name={name} className={inputClass} aria-describedby={hint ? `${id}-hint` : undefined} data-testid={id} {...f.input} />
        )}
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };
  return rows.map((row, i) => (
    <div key={i} className={rowClass(row)}>
      {row.map(field)}
    </div>
  ));
}

/** A checkout's travellers: the heading and what is asked and why, then the kind's fields. */
export function TravellerSection({ title, hint, testId, children }: { title: string; hint: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className="space-y-4" data-testid={testId}>
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
      {children}
    </section>
  );
}
