"use client";

import { createContext, useContext, useMemo, type ReactNode, type RefObject } from "react";

type FieldReason = { path: string; message: string };

const Reasons = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * The server's reasons for the traveller inputs (named `travellers.…`), handed to each input of the form below it
 * (../traveller-control.tsx), which marks itself invalid and writes its reason under itself — where the eye is after
 * Pay moves the focus to it, as Booking.com and Expedia do, rather than only in the list at the top.
 */
export function TravellerReasons({ errors, children }: { errors: readonly FieldReason[]; children: ReactNode }) {
  const reasons = useMemo(() => new Map(errors.filter((e) => e.path.startsWith("travellers.")).map((e) => [e.path, e.message])), [errors]);
  return <Reasons.Provider value={reasons}>{children}</Reasons.Provider>;
}

/** The reason the server gave for the input named `name`, if any. */
export function useTravellerReason(name: string): string | undefined {
  return useContext(Reasons).get(name);
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
