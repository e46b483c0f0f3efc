const TONES = {
  plain: "bg-slate-100 text-slate-800",
  strong: "bg-slate-800 text-white",
  good: "bg-green-100 text-green-900",
  info: "bg-blue-100 text-blue-900",
  warning: "bg-amber-100 text-amber-900",
} as const;

/** One fact of an offer in a pill: its text, its tone (plain unless said) and the test id tests read it by. */
export type Pill = { text: string; tone?: keyof typeof TONES; testId?: string };

/** An offer's facts in brief as a row of pills (a car's seats and doors, a fare's bags and refund); empty ones left out. */
export function Pills({ items, testId }: { items: (Pill | null | false)[]; testId?: string }) {
  return (
    <ul className="flex flex-wrap gap-2 text-xs" data-testid={testId}>
      {items.map((p) =>
        p ? (
          <li key={p.text} className={`rounded-full px-2 py-0.5 ${TONES[p.tone ?? "plain"]}`} data-testid={p.testId}>
            {p.text}
          </li>
        ) : null,
      )}
    </ul>
  );
}
