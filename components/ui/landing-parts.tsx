import Link from "@/components/ui/link";

/**
 * Below a product's search on its landing page: what it promises (every price includes …) as a ticked band, or how it
 * works as a row of cards.
 */
export function LandingNotes({ id, title, notes, look }: { id: string; title: string; notes: string[]; look: "ticks" | "cards" }) {
  const ticks = look === "ticks";
  return (
    <section aria-labelledby={id} className={ticks ? "rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900" : undefined}>
      <h2 id={id} className={ticks ? "font-semibold" : "text-lg font-semibold"}>
        {title}
      </h2>
      <ul className={ticks ? "mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" : "mt-3 grid gap-3 text-sm text-slate-700 md:grid-cols-3"}>
        {notes.map((n) => (
          <li key={n} className={ticks ? undefined : "rounded-xl bg-white p-4 shadow-sm"}>
            {ticks ? `✓ ${n}` : n}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One-tap searches (popular places …): a tile each with a short badge (a code), a name and a second line. */
export function LinkTiles(props: {
  id: string;
  title: string;
  hint: string;
  tiles: { key: string; href: string; badge: string; title: string; detail: string }[];
  testIds: [list: string, tile: string];
}) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="text-xl font-semibold">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{props.hint}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid={props.testIds[0]}>
        {props.tiles.map((p) => (
          <li key={p.key}>
            <Link
              href={p.href}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand"
              data-testid={props.testIds[1]}
            >
              <span className="inline-flex h-10 w-12 shrink-0 items-center justify-center rounded-lg bg-slate-100 font-mono text-sm font-bold text-slate-800">
                {p.badge}
              </span>
              <span className="min-w-0">
                <bdi className="block truncate font-medium text-slate-900">{p.title}</bdi>
                <span className="block truncate text-sm text-slate-600">{p.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
