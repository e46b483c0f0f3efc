"use client";

import type { RefObject } from "react";

type FieldReason = { path: string; message: string };

/** Marks the kind's traveller inputs (named `travellers.…`) invalid or valid by the server's field reasons. */
export function markTravellersInvalid(form: HTMLFormElement | null, fields: readonly { path: string }[]) {
  const elements = form?.querySelectorAll<HTMLInputElement>("[name^='travellers.']") ?? [];
  for (const el of elements) el.setAttribute("aria-invalid", String(fields.some((f) => f.path === el.name)));
}

/** The reasons for the traveller inputs, listed at the top of the form, each a link that focuses its input. */
export function TravellerErrors({ errors, form }: { errors: readonly FieldReason[]; form: RefObject<HTMLFormElement | null> }) {
  const travellerErrors = errors.filter((e) => e.path.startsWith("travellers."));
  if (!travellerErrors.length) return null;
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-red-700" data-testid="checkout-field-errors">
      {travellerErrors.map((e) => (
        <li key={e.path}>
          <a
            href={`#${e.path}`}
            className="underline"
            onClick={(ev) => (ev.preventDefault(), form.current?.querySelector<HTMLElement>(`[name='${e.path}']`)?.focus())}
          >
            {e.message}
          </a>
        </li>
      ))}
    </ul>
  );
}
