import type { ReactNode } from "react";
import type { ItineraryItemFacts } from "./itinerary-facts";

/**
 * An itinerary's items as a list: what each is, its title, when (on each place's clock), who travels and its
 * cancellation terms. `aside` adds to an item what only some readers see (the agent's price and remove button).
 */
export function ItineraryItems({ items, aside }: { items: ItineraryItemFacts[]; aside?: (id: number) => ReactNode }) {
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="quote-items">
      {items.map((i) => (
        <li key={i.id} className="flex flex-wrap justify-between gap-3 p-4" data-testid="quote-item">
          <div className="min-w-0 space-y-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{i.what}</p>
            <p className="font-semibold" data-testid="quote-item-title">
              {i.title}
            </p>
            <p className="text-sm" data-testid="quote-item-when">
              {i.when}
            </p>
            <p className="text-sm text-slate-600">{i.who}</p>
            {i.extras ? (
              <p className="text-sm text-slate-600" data-testid="quote-item-extras">
                {i.extras}
              </p>
            ) : null}
            <p className="text-sm text-slate-600" data-testid="quote-item-policy">
              {i.policy}
            </p>
          </div>
          {aside ? <div className="shrink-0">{aside(i.id)}</div> : null}
        </li>
      ))}
    </ol>
  );
}
