"use client";

import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { postJson } from "@/components/client/post-json";
import { ErrorState, ListSkeleton } from "@/components/ui/states";
import { CheckoutWalletProvider, useCheckoutWallet } from "@/components/wallet/checkout-wallet-context";
import { CheckoutWalletPanel } from "@/components/wallet/checkout-wallet-panel";
import type { CheckoutDetails } from "@/lib/booking/checkout-details";
import { CheckoutForm, type CheckoutBooking } from "./checkout-form";
import type { CheckoutPrice } from "./payment-section";
import { OwnCheckoutContext, useOwnCheckout } from "./own-checkout-context";

type Labels = { loading: string; failed: string; retry: string; cannotBook: string; walletTitle: string; walletEmpty: string };
type State = { details: CheckoutDetails } | "loading" | "failed";

/**
 * The member's own part of a checkout page served alike to every member of a class (lib/page-cache): the page comes
 * from memory with the summary, and this asks /api/booking/checkout-details for what is the member's — whether they
 * may book, the details the traveller fields start from, their saved travellers, their wallet — then shows the form
 * (and, through the wallet's state, the wallet panel in `summary`). Asking again (after a card was used elsewhere)
 * keeps what the member typed.
 */
export function OwnCheckout({
  ask,
  booking,
  price,
  summary,
  labels,
}: {
  ask: { product: string; totalMinor: number; currency: string };
  booking: CheckoutBooking;
  price: CheckoutPrice;
  summary: ReactNode;
  labels: Labels;
}) {
  const [state, setState] = useState<State>("loading");
  const [attempt, setAttempt] = useState(0);
  const { product, totalMinor, currency } = ask;
  useEffect(() => {
    let live = true;
    postJson<{ data?: CheckoutDetails }>("/api/booking/checkout-details", { product, totalMinor, currency }).then((res) => {
      if (!live) return;
      if (res.ok && res.body?.data) setState({ details: res.body.data });
      else setState((s) => (typeof s === "object" ? s : "failed"));
    });
    return () => {
      live = false;
    };
  }, [product, totalMinor, currency, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const loaded = typeof state === "object";
  const own = useMemo(() => ({ loaded, reload }), [loaded, reload]);

  if (loaded && !state.details.canBook)
    return (
      <p role="alert" data-testid="checkout-cannot-book">
        {labels.cannotBook}
      </p>
    );
  const form =
    state === "loading" ? (
      <ListSkeleton label={labels.loading} testId="checkout-details-loading" />
    ) : state === "failed" ? (
      <ErrorState
        title={labels.failed}
        testId="checkout-details-failed"
        action={
          <button
            type="button"
            onClick={() => {
              setState("loading");
              reload();
            }}
            className="font-semibold text-brand underline"
          >
            {labels.retry}
          </button>
        }
      />
    ) : state.details.canBook ? (
      <CheckoutForm booking={booking} price={price} travelers={state.details.travelers} prefill={state.details.prefill} />
    ) : null;
  const wallet = loaded && state.details.canBook ? state.details.wallet : null;
  const body = (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
      {form}
      {summary}
    </div>
  );
  return (
    <OwnCheckoutContext.Provider value={own}>
      {wallet ? <CheckoutWalletProvider data={wallet}>{body}</CheckoutWalletProvider> : body}
    </OwnCheckoutContext.Provider>
  );
}

/** The wallet slot of a checkout served to a class of members: nothing until the member's own details are in. */
export function OwnWalletSlot({ title, empty }: { title: string; empty: string }) {
  const own = useOwnCheckout();
  if (!own?.loaded) return <div aria-hidden className="h-16 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" data-testid="wallet-loading" />;
  return <WalletOrNone title={title} empty={empty} />;
}

function WalletOrNone({ title, empty }: { title: string; empty: string }) {
  return useCheckoutWallet() ? (
    <CheckoutWalletPanel />
  ) : (
    <div className="rounded-lg border border-dashed border-slate-300 p-3 text-slate-600">
      <h3 className="font-semibold text-slate-800">{title}</h3>
      <p data-testid="wallet-none">{empty}</p>
    </div>
  );
}
