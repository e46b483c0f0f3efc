"use client";

import { createContext, useContext } from "react";

/** On a checkout served to a whole class of members: whether the member's own details are in, and how to ask again. */
export type OwnCheckoutState = { loaded: boolean; reload: () => void };

export const OwnCheckoutContext = createContext<OwnCheckoutState | null>(null);

/** Null on a checkout rendered for the visitor alone, where the page itself carries their details. */
export function useOwnCheckout(): OwnCheckoutState | null {
  return useContext(OwnCheckoutContext);
}
