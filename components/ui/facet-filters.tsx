import type { ReactNode } from "react";
import { getLocale } from "next-intl/server";
import Link from "@/components/ui/link";
import { FilterOption } from "@/components/search/filter-option";
import { formatCount } from "@/lib/locale/numbers";
import { HiddenFields } from "./hidden-fields";

/** One filter of a results page: a URL parameter and its choices, each with how many results of the search it keeps. */
export type FacetGroup = {
  name: string;
  legend: string;
  type: "checkbox" | "radio";
  options: { value: string; label: ReactNode; count?: number; testId: string }[];
  checked: string[];
  /** A radio group's "any" choice (its count: every result of the search, when shown). */
  any?: { label: string; count?: number; testId: string };
  testId?: string;
};

/**
 * A facet from its choices, each with its label and how many results it keeps (no count: not counted). Choices are
 * checkboxes, or radios after an "any" choice when `any` is given; test ids are `filter-<name>-<value>` (`option`
 * names them otherwise), and the group's is `filter-<name>` when `named`.
 */
export function facet(
  name: string,
  legend: string,
  choices: { value: string; label: string; count?: number }[],
  checked: string[],
  o: { any?: { label: string; count?: number }; option?: (value: string) => string; named?: boolean } = {},
): FacetGroup {
  return {
    name,
    legend,
    type: o.any ? "radio" : "checkbox",
    options: choices.map((c) => ({ ...c, testId: o.option?.(c.value) ?? `filter-${name}-${c.value}` })),
    checked,
    any: o.any && { ...o.any, testId: `filter-${name}-any` },
    testId: o.named ? `filter-${name}` : undefined,
  };
}

/**
 * A product's filters as a GET form: the search rides along as hidden fields, each group is a fieldset of checkboxes or
 * radios with their counts, then the apply button and a link that clears them. Works without JavaScript, and every
 * filtered list is a link. An option that would keep nothing is greyed (components/search/filter-option.tsx).
 */
export async function FacetFilters(props: {
  action: string;
  hidden: Iterable<[string, string]>;
  title: string;
  groups: FacetGroup[];
  apply: { label: string; testId: string };
  clear?: { href: string; label: string; testId?: string };
  testId: string;
  /** Shown in a phone's sheet, whose title names the form already: the heading shows from the large breakpoint up. */
  inSheet?: boolean;
  /** Fields that are not a list of choices (a price range), after the groups. */
  children?: ReactNode;
}) {
  const locale = await getLocale();
  const count = (n: number | undefined) => (n === undefined ? undefined : formatCount(n, locale));
  return (
    <form
      method="get"
      action={props.action}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid={props.testId}
      aria-label={props.title}
    >
      <HiddenFields params={props.hidden} omit={props.groups.map((g) => g.name)} />
      <h2 className={props.inSheet ? "font-semibold max-lg:hidden" : "font-semibold"}>{props.title}</h2>
      {props.groups.map((g) => (
        <fieldset key={g.name} className="flex flex-col gap-1" data-testid={g.testId}>
          <legend className="text-sm font-medium">{g.legend}</legend>
          {g.any ? (
            <FilterOption
              type="radio"
              name={g.name}
              value=""
              checked={g.checked.length === 0}
              label={g.any.label}
              count={count(g.any.count)}
              testId={g.any.testId}
            />
          ) : null}
          {g.options.map((o) => (
            <FilterOption
              key={o.value}
              type={g.type}
              name={g.name}
              value={o.value}
              checked={g.checked.includes(o.value)}
              label={o.label}
              count={count(o.count)}
              countValue={o.count}
              empty={o.count === 0}
              testId={o.testId}
            />
          ))}
        </fieldset>
      ))}
      {props.children}
      <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90" data-testid={props.apply.testId}>
        {props.apply.label}
      </button>
      {props.clear ? (
        <Link href={props.clear.href} className="text-center text-sm text-brand underline" data-testid={props.clear.testId}>
          {props.clear.label}
        </Link>
      ) : null}
    </form>
  );
}
