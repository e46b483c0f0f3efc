import type { InputHTMLAttributes } from "react";

/**
 * The small pieces every form shares (field and form messages, the busy spinner, the input and button classes). Apart
 * from the dialogs' frame (components/auth/auth-modal.tsx), so that a form outside a dialog does not bring Headless
 * UI's dialog into its page's scripts — the header's agent banner brought it into every page's.
 */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export function FormAlert({ message, tone = "error", testId }: { message?: string | null; tone?: "error" | "success"; testId?: string }) {
  if (!message) return null;
  const colours = tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-3 py-2 text-sm font-medium ${colours}`} data-testid={testId}>
      {message}
    </div>
  );
}

export function Spinner() {
  return <span aria-hidden className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}

export const inputClass = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand aria-[invalid=true]:border-red-500";
export const primaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-60";
export const linkButtonClass = "font-semibold text-brand underline-offset-2 hover:underline";

/** A labelled text input and its message, tied together for assistive technology. */
export function LabelledInput({
  id,
  label,
  error,
  testId,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | null; testId: string }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} data-testid={testId} {...props} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
