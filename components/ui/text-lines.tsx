import type { ReactNode } from "react";

const TONES = {
  muted: "text-sm text-slate-600",
  body: "text-sm text-slate-700",
  strong: "text-sm text-slate-800",
  small: "text-xs text-slate-600",
  name: "font-semibold text-slate-900",
  free: "text-sm font-semibold text-emerald-700",
  included: "text-sm text-emerald-800",
  charge: "text-sm text-amber-800",
  scarce: "text-sm font-medium text-amber-800",
  urgent: "text-sm font-medium text-red-700",
} as const;

/**
 * One line of an offer's facts: its text, its tone (`muted` unless said), the test id and attributes tests read it by,
 * and `ltr` for what always reads left to right (a route of port names).
 */
export type TextLine = {
  text: ReactNode;
  tone?: keyof typeof TONES;
  testId?: string;
  data?: { [name: `data-${string}`]: string | number | boolean | undefined };
  ltr?: boolean;
};

/**
 * An offer's facts as lines (a card's, a summary's, a choice's): the kind says what each line is, the kit how each tone
 * looks. Empty ones are left out; `list` draws them as a list's items, for facts read as a list.
 */
export function TextLines({ lines, list }: { lines: (TextLine | null | false | undefined)[]; list?: { className: string; testId?: string } }) {
  const shown = lines.filter((l): l is TextLine => !!l);
  const Line = list ? "li" : "p";
  const items = shown.map((l, i) => (
    <Line key={i} className={list && !l.tone ? undefined : TONES[l.tone ?? "muted"]} dir={l.ltr ? "ltr" : undefined} data-testid={l.testId} {...l.data}>
      {l.text}
    </Line>
  ));
  return list ? (
    <ul className={list.className} data-testid={list.testId}>
      {items}
    </ul>
  ) : (
    <>{items}</>
  );
}
