"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

/** Extras chosen on a checkout (a flight's seats and bags): the service ids sent with the order, and their price. */
export type ChosenExtras = { services: { id: string; quantity: number }[]; totalMinor: number };

export const NO_EXTRAS: ChosenExtras = { services: [], totalMinor: 0 };

/**
 * How a kind's extras picker, rendered among the traveller fields, tells the checkout form what was chosen: the form
 * adds the price to the total it shows and expects, and sends the ids; the server prices them again.
 */
export const CheckoutExtrasContext = createContext<((extras: ChosenExtras) => void) | null>(null);

export function useSetCheckoutExtras(): (extras: ChosenExtras) => void {
  return useContext(CheckoutExtrasContext) ?? (() => undefined);
}

type Scope = { extras: ChosenExtras; setExtras: (extras: ChosenExtras) => void };
const ScopeContext = createContext<Scope | null>(null);

/**
 * The extras of one checkout page, shared by its form and its summary, so the summary's total moves with the seats
 * and bags chosen in the form as the Pay button does (components/ui/checkout/checkout-shell.tsx).
 */
export function CheckoutExtrasScope({ children }: { children: ReactNode }) {
  const [extras, setExtras] = useState<ChosenExtras>(NO_EXTRAS);
  return <ScopeContext.Provider value={{ extras, setExtras }}>{children}</ScopeContext.Provider>;
}

/** The page's extras and their setter, or null outside a CheckoutExtrasScope. */
export function useExtrasScope(): Scope | null {
  return useContext(ScopeContext);
}
