"use client";

import type { ReactNode } from "react";
import { FieldError, inputClass } from "@/components/ui/form-parts";

/** What our API answers: the envelope of lib/http/respond.ts. */
export type ApiAnswer<T = unknown> = { status?: number; message?: string; data?: T; error?: { code?: string; fields?: { path: string; message: string }[] } };

/** Sends JSON with any method (postJson only POSTs); network failures come back as a body-less result. */
export async function sendJson<T = unknown>(
  method: string,
  path: string,
  payload?: unknown,
): Promise<{ ok: boolean; status: number; body: ApiAnswer<T> | null }> {
  try {
    const res = await fetch(path, {
      method,
      headers: { "content-type": "application/json" },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      credentials: "same-origin",
    });
    return { ok: res.ok, status: res.status, body: (await res.json().catch(() => null)) as ApiAnswer<T> | null };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

/** Field reasons of a 400 answer, keyed by the last segment of their path. */
export function fieldErrors(body: ApiAnswer | null): Record<string, string> {
  return Object.fromEntries((body?.error?.fields ?? []).map((f) => [f.path.split(".").at(-1) ?? f.path, f.message]));
}

type FieldProps = { id: string; label: string; error?: string; children?: ReactNode };

export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextInput({
  id,
  value,
  onChange,
  error,
  testId,
  ...rest
}: { id: string; value: string; onChange: (v: string) => void; error?: string; testId: string } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "onChange" | "value" | "id"
>) {
  return (
    <input
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      className={inputClass}
      data-testid={testId}
      {...rest}
    />
  );
}

export function Select({
  id,
  value,
  onChange,
  options,
  error,
  testId,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  testId: string;
  placeholder?: string;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      className={inputClass}
      data-testid={testId}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export const cardClass = "rounded-xl border border-slate-200 p-6";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60";
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60";
