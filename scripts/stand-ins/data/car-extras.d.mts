/** Types of scripts/stand-ins/data/car-extras.mjs. */
import type { Company, CarClass, SandboxExtra } from "./cars.mjs";

export const EXTRAS: readonly SandboxExtra[];
export function extrasOf(company: Company): SandboxExtra[];
export function fuelPolicyOf(company: Company): "full_to_full" | "same_to_same" | "pre_purchase";
export function mileageExcessMinor(company: Company): number;
export function depositMinor(company: Company, car: CarClass): number;
export function priceChosenExtras(
  offered: readonly SandboxExtra[],
  days: number,
  chosen: readonly { code: string; quantity: number }[],
):
  | { error: string; index: number; field: "code" | "quantity" }
  | { error?: undefined; lines: { code: string; name: string; quantity: number; amountMinor: number }[]; totalMinor: number };
