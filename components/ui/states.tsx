import type { ReactNode } from "react";

/**
 * The designed states of lists and pages: a skeleton while a list loads (shaped like the rows it stands for, no
 * spinner), an empty state that says what to do next, and an error state. Server and client components share them,
 * so they take their texts ready-translated.
 */

export function ListSkeleton({ label, rows = 3, testId = "list-skeleton" }: { label: string; rows?: number; testId?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3" data-testid={testId}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden
          data-testid="skeleton-row"
          className="flex animate-pulse gap-4 rounded-xl border border-slate-200 bg-white p-4 motion-reduce:animate-none"
        >
          <div className="hidden h-16 w-24 shrink-0 rounded-lg bg-slate-200 sm:block" />
          <div className="flex flex-1 flex-col gap-2 py-1">
            <div className="h-4 w-2/5 rounded bg-slate-200" />
            <div className="h-3 w-3/5 rounded bg-slate-100" />
            <div className="h-3 w-1/4 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A whole page's skeleton (route segments' loading.tsx): the page header's band, then a list. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <>
      <div aria-hidden className="border-b border-slate-200 bg-surface">
        <div className="mx-auto max-w-7xl animate-pulse px-4 py-8 motion-reduce:animate-none">
          <div className="h-8 w-64 max-w-full rounded bg-slate-200" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <ListSkeleton label={label} rows={4} testId="page-skeleton" />
      </div>
    </>
  );
}

function StateIcon({ tone }: { tone: "empty" | "error" }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={`h-10 w-10 ${tone === "error" ? "text-red-600" : "text-brand"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {tone === "error" ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" />
        </>
      ) : (
        <>
          <path d="M3 9.5 12 4l9 5.5v9A1.5 1.5 0 0 1 19.5 20h-15A1.5 1.5 0 0 1 3 18.5z" />
          <path d="M9 20v-6h6v6" />
        </>
      )}
    </svg>
  );
}

export function EmptyState({ title, hint, action, testId }: { title: string; hint?: string; action?: ReactNode; testId: string }) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
      data-testid={testId}
      data-state="empty"
    >
      <StateIcon tone="empty" />
      <p className="font-semibold text-slate-800">{title}</p>
      {hint ? <p className="max-w-md text-sm text-slate-600">{hint}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

export function ErrorState({ title, hint, action, testId }: { title: string; hint?: string; action?: ReactNode; testId: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      data-testid={testId}
      data-state="error"
    >
      <StateIcon tone="error" />
      <p className="font-semibold text-red-800">{title}</p>
      {hint ? <p className="max-w-md text-sm text-red-800">{hint}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
