"use client";

import { useId, useState, type ReactNode } from "react";

/**
 * Every results page's search form, folded on a phone into a box that names the search ("Paris", then "Dec 12 – 15 ·
 * 2 guests, 1 room"), so the list starts on the first screen; a tap unfolds the form to change it. From lg up the
 * form is always shown.
 */
export function FoldedSearch({
  place,
  details,
  editLabel,
  expanded = false,
  children,
}: {
  place: string;
  /** The dates and the party: "Dec 12 – 15 · 2 guests, 1 room". */
  details: string;
  editLabel: string;
  /** Unfolded from the start, e.g. when the search has errors to fix. */
  expanded?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(expanded);
  const id = useId();
  return (
    <>
      {open ? null : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          aria-controls={id}
          className="flex w-full items-center gap-3 rounded-xl bg-white px-4 py-3 text-start text-slate-900 shadow-lg lg:hidden"
          data-testid="search-summary"
        >
          <SearchIcon />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{place}</span>
            <span className="block truncate text-sm text-slate-600">{details}</span>
          </span>
          <span className="sr-only">{editLabel}</span>
          <EditIcon />
        </button>
      )}
      <div id={id} className={open ? undefined : "max-lg:hidden"}>
        {children}
      </div>
    </>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-slate-500">
      <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.4 1.4-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
    </svg>
  );
}

function EditIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-brand">
      <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8L7.2 16.6 3 17.5l.9-4.2L13.6 2.6Zm1.4 1.4-1.3 1.3 1 1L16 5l-1-1Z" />
    </svg>
  );
}
