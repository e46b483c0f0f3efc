/**
 * The one list of titles a person can be addressed by, wherever a title is asked: sign-up, the account and its saved
 * travellers, an agent's clients and every checkout. Codes 1–3 are the SPEC's (§2 "title select (Miss, Mr, Mrs)",
 * §3 invitation "title (1-3)": 1 Miss, 2 Mr, 3 Mrs) and stay as stored; 4 Ms and 5 Mx extend them, and 0 is "no
 * title", chosen on purpose (a stored null means none was ever asked, as after a social sign-up). `key` is the word
 * the suppliers' traveller schemas carry (flights, packages, cars, cruises). Listed in the order forms offer them.
 */
export const TITLES = [
  { code: 2, key: "mr" },
  { code: 4, key: "ms" },
  { code: 3, key: "mrs" },
  { code: 1, key: "miss" },
  { code: 5, key: "mx" },
  { code: 0, key: "none" },
] as const;

export type Title = (typeof TITLES)[number];
export type TitleKey = Title["key"];
export type TitleCode = Title["code"];
/** Who the title is for: a child is never addressed as Mr, Ms or Mrs. */
export type TitleAge = "adult" | "child";

export const TITLE_KEYS = TITLES.map((t) => t.key) as [TitleKey, ...TitleKey[]];
export const TITLE_CODES: readonly number[] = TITLES.map((t) => t.code);

/** A child's titles, "no title" first (their default): none, Miss or Mx — the grown-ups' Mr, Ms and Mrs are not a child's. */
const CHILD_TITLES: readonly Title[] = (["none", "miss", "mx"] as const).map((k) => TITLES.find((t) => t.key === k)!);

/** The titles offered to an adult (all) or a child, in the forms' order. */
export function titlesFor(age: TitleAge = "adult"): readonly Title[] {
  return age === "child" ? CHILD_TITLES : TITLES;
}

export function titleFitsAge(key: TitleKey, age: TitleAge): boolean {
  return titlesFor(age).some((t) => t.key === key);
}

export function titleKeyOf(code: number | null | undefined): TitleKey | undefined {
  return TITLES.find((t) => t.code === code)?.key;
}

export function titleCodeOf(key: string | null | undefined): TitleCode | undefined {
  return TITLES.find((t) => t.key === key)?.code;
}

/** A stored title as a select's value: "" when none was ever given (nothing chosen), else its number (0 is "no title"). */
export function titleToField(code: number | null | undefined): string {
  return code == null || !TITLE_CODES.includes(code) ? "" : String(code);
}

/** A title select's value as the number a payload carries; nothing chosen is absent, which the server refuses. */
export function titleFromField(value: string): number | undefined {
  return value === "" ? undefined : Number(value);
}
