/**
 * What stands between the parts of one line ("Cancelled on Dec 6, 2026 · Refunded $60.00"). In Arabic a middle dot
 * between Arabic-Indic digits reads as a zero ("٦ · ٦٠" looks like "٦٠٦٠"): the Arabic comma there, which cannot.
 */
export function partSeparator(locale: string): string {
  return locale.startsWith("ar") ? "، " : " · ";
}

/** The comma between a place's parts ("Heathrow, United Kingdom"): Arabic writes its own (،). */
export function placeComma(locale: string): string {
  return locale.startsWith("ar") ? "، " : ", ";
}
