import type { InputHTMLAttributes, ReactNode } from "react";
import type { TitleValue } from "./title-select";
import { TravellerControl } from "./traveller-control";
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
 * them into JSON, components/ui/checkout/form-tree.ts). Each input's id and test id is `<idPrefix>-<name>`; its hint
 * and the server's reason for it are written under it and tied to it for assistive technology (./traveller-control.tsx).
 */
export function TravellerInputs({ index, idPrefix, rows }: { index: number; idPrefix: string; rows: TravellerField[][] }) {
  return rows.map((row, i) => (
    <div key={i} className={rowClass(row)}>
      {row.map((f) => (
        <TravellerControl key={f.name} field={f} id={`${idPrefix}-${f.name}`} name={`travellers.${index}.${f.name}`} />
      ))}
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
