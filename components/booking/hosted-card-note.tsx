"use client";

import { useSearchParams } from "next/navigation";

/**
 * Where the card goes instead of fields on our page: the payment provider's own page, after Pay
 * (docs/decisions/0001-hosted-card-entry.md). Back from it with "Cancel", the form says nothing was charged. The texts
 * come from the caller, in the page's language, so any page can show it.
 */
export function HostedCardNote({ note, cancelled }: { note: string; cancelled: string }) {
  // Outside the app router (a component test) there are no search parameters.
  const params = useSearchParams() as ReturnType<typeof useSearchParams> | null;
  return (
    <>
      {params?.get("payment") === "cancelled" ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="payment-cancelled">
          {cancelled}
        </p>
      ) : null}
      <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="hosted-card-note">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-current text-emerald-700">
          <path d="M10 1a5 5 0 0 0-5 5v3H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1V6a5 5 0 0 0-5-5Zm-3 8V6a3 3 0 1 1 6 0v3H7Z" />
        </svg>
        <span>{note}</span>
      </p>
    </>
  );
}

/** Where this form is, for the payment page's "Cancel and go back" and for coming back once paid. */
export function checkoutReturnPath(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("payment");
  return `${url.pathname}${url.search}`;
}
