/** The amount in the first `<dd>` at or inside what a page marks `testId` (a total, a refund beside its label). */
export function amountOn(html: string, testId: string): string {
  const end = html.indexOf("</dd>", html.indexOf(`data-testid="${testId}"`));
  return html.slice(html.lastIndexOf("<dd", end), end).replace(/<[^>]*>/g, "");
}
