import { call } from "./http";

/**
 * The payer's side of the provider's hosted page, over HTTP as a browser would: the card form posted to the page
 * (the stand-in's /pay/cs_…, on its own origin), the answer read back. Answers where the page sends the payer next —
 * the site's return URL once paid — or the page itself when the card was refused (`declined` with its message).
 */
export async function payOnProviderPage(
  paymentUrl: string,
  { number = "4242 4242 4242 4242", name = "Test Payer", expiry = "12/39", cvc = "123" } = {},
): Promise<{ next: string | null; page: string }> {
  const res = await fetch(paymentUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, number, expiry, cvc }),
    redirect: "manual",
  });
  const next = res.headers.get("location");
  return { next: next ? new URL(next, paymentUrl).toString() : null, page: await res.text() };
}

/** Answers the bank's 3-D Secure page of the provider ("complete" or "fail"); answers where it sends the payer next. */
export async function answerChallenge(challengeUrl: string, action: "complete" | "fail"): Promise<{ next: string | null; page: string }> {
  const res = await fetch(challengeUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action }),
    redirect: "manual",
  });
  const next = res.headers.get("location");
  return { next: next ? new URL(next, challengeUrl).toString() : null, page: await res.text() };
}

/**
 * The payer's browser following a link back to the site (the return or cancel URL), whatever organisation's host it
 * names: the site's answer, not followed.
 */
export async function backToSite(url: string, cookies?: Record<string, string>): Promise<Response> {
  const u = new URL(url);
  return call(`${u.pathname}${u.search}`, { cookies, host: u.hostname, baseUrl: `http://127.0.0.1:${u.port}` });
}

/** The "Cancel and go back" link of the provider's page. */
export async function cancelLinkOf(paymentUrl: string): Promise<string> {
  const html = await (await fetch(paymentUrl)).text();
  const href = /<a class="cancel" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("the payment page has no cancel link");
  return href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll("&amp;", "&");
}
