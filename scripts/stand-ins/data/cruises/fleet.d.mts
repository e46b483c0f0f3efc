import type { Region } from "./ports.mjs";

/**
 * The sandbox's cruise lines and their ships (fictional). `tier` scales every fare of the line; `regions` are where
 * its ships sail; `included` lists what the fare covers (message keys under Cruises.included).
 */
export type CabinCategory = "inside" | "oceanview" | "balcony" | "suite";

export declare const CABIN_CATEGORIES: readonly CabinCategory[];

export type Ship = {
  code: string;
  name: string;
  lineCode: string;
  built: number;
  grossTonnage: number;
  guests: number;
  decks: number;
};

export type CruiseLine = {
  code: string;
  name: string;
  tier: number;
  regions: readonly Region[];
  included: readonly string[];
  ships: readonly Ship[];
};

export declare const CRUISE_LINES: readonly CruiseLine[];

export declare function lineByCode(code: string): CruiseLine | undefined;

export declare function shipByCode(code: string): Ship | undefined;

/** Every ship sailing in a region, in a fixed order. */
export declare function shipsIn(region: Region): Ship[];
