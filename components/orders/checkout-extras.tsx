"use client";

import { createContext, useContext } from "react";

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
