/**
 * Reading the mail the server under test sent, from the mail catcher `npm test` starts (scripts/mail-catcher.mjs,
 * MAIL_CATCHER_URL). Plain fetch and no test-runner globals: usable from jest and from Playwright.
 */
export type CaughtMail = {
  id: string;
  /** Every recipient, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** When the catcher received it (ISO 8601). */
  date: string;
};

export function mailCatcherUrl(): string {
  const url = process.env.MAIL_CATCHER_URL;
  if (!url) throw new Error("MAIL_CATCHER_URL is not set: run the tests with `npm test` (it starts the mail catcher)");
  return url.replace(/\/+$/, "");
}

/** The messages caught for one address, newest first. */
export async function listMail(to: string): Promise<CaughtMail[]> {
  const res = await fetch(`${mailCatcherUrl()}/messages?to=${encodeURIComponent(to.trim().toLowerCase())}`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

/** Forgets every caught message. */
export async function clearMail(): Promise<void> {
  await fetch(`${mailCatcherUrl()}/messages`, { method: "DELETE" });
}

/**
 * Waits for the newest message to `to` (whose subject matches `subject`, received after `after`) and returns it.
 * Rejects after `timeoutMs` with what did arrive for that address.
 */
export async function waitForMail(
  to: string,
  { subject, after, timeoutMs = 10_000 }: { subject?: RegExp; after?: Date; timeoutMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  let seen: CaughtMail[] = [];
  for (;;) {
    seen = await listMail(to);
    const match = seen.find((m) => (!subject || subject.test(m.subject)) && (!after || Date.parse(m.date) >= after.getTime()));
    if (match) return match;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const got = seen.length ? seen.map((m) => `"${m.subject}" at ${m.date}`).join(", ") : "nothing";
  throw new Error(`No e-mail to ${to}${subject ? ` with a subject matching ${subject}` : ""} within ${timeoutMs} ms (got ${got})`);
}

/**
 * The first URL in a message (or in its text / HTML) that contains `pathPrefix`, e.g. "/verify-account?key=".
 * HTML entities in it are decoded; a relative link in an href is returned as it is written.
 */
export function extractLink(message: string | Pick<CaughtMail, "text" | "html">, pathPrefix: string): string {
  const sources = typeof message === "string" ? [message] : [message.text, message.html ?? ""];
  for (const source of sources) {
    const candidates = [
      ...Array.from(source.matchAll(/https?:\/\/[^\s"'<>]+/g), (m) => m[0]),
      ...Array.from(source.matchAll(/href\s*=\s*["']([^"']+)["']/gi), (m) => m[1]!),
    ];
    const found = candidates.map(decodeEntities).find((url) => url.includes(pathPrefix));
    if (found) return found.replace(/[.,;:!?)\]]+$/, "");
  }
  throw new Error(`No link containing ${pathPrefix} in the message`);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
