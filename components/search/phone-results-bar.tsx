"use client";

import { Suspense, lazy, useState, type ReactNode } from "react";
import { useFocusReturn } from "@/components/ui/focus-return";

const loadSheet = () => import("@/components/ui/bottom-sheet");
const BottomSheet = lazy(() => loadSheet().then((m) => ({ default: m.BottomSheet })));
const preloadSheet = () => void loadSheet();

type Sheet = "filter" | "sort";

/**
 * Below the large breakpoint, the results' filters and sort live in bottom sheets opened from a bar that stays at the
 * top of the screen while the list scrolls (as on the big booking sites' phone pages); from lg up they sit beside and
 * above the list, and this bar is hidden.
 */
export function PhoneResultsBar({
  texts,
  filters,
  sort,
}: {
  texts: { filter: string; sort: string; filtersTitle: string; sortTitle: string; close: string };
  filters: ReactNode;
  sort: ReactNode;
}) {
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [used, setUsed] = useState(false);
  const focus = useFocusReturn();
  const show = (which: Sheet) => {
    setUsed(true);
    focus.opened();
    setSheet(which);
  };
  const close = () => {
    setSheet(null);
    focus.closed();
  };
  const button = "flex flex-1 items-center justify-center gap-2 px-3 py-2.5 text-sm font-semibold text-brand hover:bg-surface";
  return (
    <>
      <div
        className="sticky top-0 z-30 -mx-4 mb-4 flex divide-x divide-slate-200 border-y border-slate-200 bg-white shadow-sm lg:hidden rtl:divide-x-reverse"
        data-testid="results-bar"
      >
        <button
          type="button"
          className={button}
          onClick={() => show("sort")}
          onPointerEnter={preloadSheet}
          onFocus={preloadSheet}
          aria-haspopup="dialog"
          data-testid="results-bar-sort"
        >
          <SortIcon />
          {texts.sort}
        </button>
        <button
          type="button"
          className={button}
          onClick={() => show("filter")}
          onPointerEnter={preloadSheet}
          onFocus={preloadSheet}
          aria-haspopup="dialog"
          data-testid="results-bar-filter"
        >
          <FilterIcon />
          {texts.filter}
        </button>
      </div>
      {used ? (
        <Suspense fallback={null}>
          <BottomSheet open={sheet === "sort"} onClose={close} title={texts.sortTitle} closeLabel={texts.close} testId="sort-sheet">
            {/* A sort link navigates in place (the bar keeps its state): the sheet closes on the way. */}
            <div onClick={(e) => (e.target as Element).closest("a") && close()}>{sort}</div>
          </BottomSheet>
          <BottomSheet open={sheet === "filter"} onClose={close} title={texts.filtersTitle} closeLabel={texts.close} testId="filter-sheet">
            {filters}
          </BottomSheet>
        </Suspense>
      ) : null}
    </>
  );
}

function SortIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M6 3 2 7h3v10h2V7h3L6 3Zm8 14 4-4h-3V3h-2v10h-3l4 4Z" />
    </svg>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M2 4h16v2l-6 6v5l-4-2v-3L2 6V4Z" />
    </svg>
  );
}
