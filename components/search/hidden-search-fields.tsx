import type { SearchQuery } from "@/lib/booking/search-input";
import { searchParamsOf } from "@/lib/booking/search-url";

/** The current search as hidden inputs, so a filter or sort form submits it unchanged apart from its own fields. */
export function HiddenSearchFields({ query, omit }: { query: Partial<SearchQuery>; omit: string[] }) {
  const entries = [...searchParamsOf({ ...query, page: 1 })].filter(([k]) => !omit.includes(k));
  return (
    <>
      {entries.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}
