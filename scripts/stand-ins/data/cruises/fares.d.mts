/** Types of scripts/stand-ins/data/cruises/fares.mjs: the API's resources, as lib/suppliers/cruises/cruise-api-types.ts reads them. */
import type { ApiFare, ApiSailing } from "../../../../lib/suppliers/cruises/cruise-api-types";
import type { CabinCategory } from "./fleet.mjs";
import type { Sailing } from "./sailings.mjs";

export declare const MAX_GUESTS: number;
export declare const CHILD_AGES: { min: number; max: number };
export declare const FULL_FARE_BERTHS: number;
export declare const CHILD_FARE_BPS: number;
export declare const INFANT_AGE: number;

/** The API's own shapes (docs/suppliers.md), as the site's client reads them: the stand-in answers exactly these. */
export type SailingResource = ApiSailing;
export type FareResource = ApiFare;

/** What the stand-in remembers (inventory.mjs newInventory). */
export type InventoryState = object;

export function validChildAges(childAges: number[], guests: number): boolean;
export function fareId(sailing: Pick<Sailing, "id">, category: CabinCategory, guests: number, childAges?: number[]): string;
export function parseFareId(id: string): { sailing: Sailing; category: CabinCategory; guests: number; childAges: number[] } | null;
export function sailingResource(sailing: Sailing): SailingResource;
export function fareResource(state: InventoryState, sailing: Sailing, category: CabinCategory, guests: number, childAges?: number[]): FareResource;
export function faresOf(state: InventoryState, sailing: Sailing, guests: number, childAges?: number[]): FareResource[];
