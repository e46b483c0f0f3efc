import type { CarsCategory } from "@duffel/api/types";

/**
 * How big a car is, from its ACRISS code (the industry's four letters: category, type, transmission, fuel/air), for
 * the "car size" sort and the class filter's order. Passenger vans come after every car; then the category letter
 * (mini … luxury), the body (two doors before four, then estates and SUVs) and manual before automatic.
 */
const CATEGORY_LETTERS = "MNEHCDIJSRFGPULWOX";
const TYPE_LETTERS = "BCDWFJTLSXPQZEMRHYNGKV";
const TRANSMISSION_LETTERS = "MNCABD";
const VAN_TYPES = "VM";

const rank = (letters: string, letter: string | undefined) => {
  const i = letter ? letters.indexOf(letter) : -1;
  return i < 0 ? letters.length : i;
};

/** A number that orders cars small to large (equal for the same size). */
export function carSize(acriss: string): number {
  const [category, type, transmission] = acriss;
  const van = type && VAN_TYPES.includes(type) ? 1 : 0;
  return ((van * 100 + rank(CATEGORY_LETTERS, category)) * 100 + rank(TYPE_LETTERS, type)) * 10 + rank(TRANSMISSION_LETTERS, transmission);
}

/** Duffel's car categories, small to large (its own order). */
const CATEGORIES: readonly CarsCategory[] = [
  "mini",
  "mini_elite",
  "economy",
  "economy_elite",
  "compact",
  "compact_elite",
  "intermediate",
  "intermediate_elite",
  "standard",
  "standard_elite",
  "fullsize",
  "fullsize_elite",
  "premium",
  "premium_elite",
  "luxury",
  "luxury_elite",
  "special",
];

/** A category's place small to large (an unknown one last). */
export function categoryRank(category: string): number {
  const i = (CATEGORIES as readonly string[]).indexOf(category);
  return i < 0 ? CATEGORIES.length : i;
}
