"use client";

import { useEffect, useRef, useState } from "react";

/** Where a combobox's suggestions come from: a look-up on the server (cancelled when the text changes) or a list at hand. */
export type SuggestionSource<T> =
  { load(query: string, signal: AbortSignal): Promise<T[]>; minChars?: number; delayMs?: number; key?: string } | { filter(query: string): T[] };

/** The suggestions for `query`, and whether they are the answer for that very text (so "no match" never flashes while loading). */
export function useSuggestions<T>(source: SuggestionSource<T>, query: string): { shown: T[]; settled: boolean } {
  const [loaded, setLoaded] = useState<{ query: string; options: T[] }>({ query: "", options: [] });
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  const q = query.trim();
  const remote = "load" in source ? source : null;
  const minChars = remote?.minChars ?? 1;
  const active = !!remote && q.length >= minChars;

  useEffect(() => {
    const current = latest.current;
    if (!active || !("load" in current)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      current
        .load(q, controller.signal)
        .then((options) => setLoaded({ query: q, options }))
        // A cancelled or failed look-up leaves the list as it was; the visitor can still type.
        .catch(() => undefined);
    }, remote?.delayMs ?? 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The source's `key` names what else the look-up depends on (the airport hotels must be near, the product).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, active, remote?.key]);

  if (!remote) return { shown: (source as { filter(query: string): T[] }).filter(query), settled: true };
  return { shown: active ? loaded.options : [], settled: active && loaded.query === q };
}

/** GET `url` and its `data` array, or nothing when the server says no. */
export async function fetchData<T>(url: string, signal: AbortSignal): Promise<T[]> {
  const res = await fetch(url, { signal });
  if (!res.ok) return [];
  const body = (await res.json()) as { data?: T[] };
  return body.data ?? [];
}
