"use client";

/** Prints the trip; the print stylesheet (app/globals.css) leaves out the site's header, navigation and footer. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
      data-testid="print-trip"
    >
      {label}
    </button>
  );
}
