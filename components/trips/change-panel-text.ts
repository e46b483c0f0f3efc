/** Fills a panel's words (`{amount}`, `{date}` …, written by the trip page) with values formatted in the same language. */
export const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);

/** The page to come back to after the provider's page, without the outcome (`?bags=`, `?flight=` …) of an earlier payment. */
export function withoutOutcome(path: string, param: string): string {
  const url = new URL(path, "http://local.invalid");
  url.searchParams.delete(param);
  return `${url.pathname}${url.search}`;
}
