/** Types of scripts/stand-ins/data/cruises/inventory.mjs (the triggers, for the tests that pull them). */
import type { CabinCategory } from "./fleet.mjs";

export declare const SOLD_OUT_AT_CHECKOUT: { seq: number; category: CabinCategory };
export declare const PRICE_RISE_AT_REPRICE: { seq: number; category: CabinCategory; percent: number };

export function newInventory(): object;
