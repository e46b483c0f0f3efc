import ar from "@/messages/ar-SA.json";
import en from "@/messages/en-US.json";
import { formatMoney } from "@/lib/locale/format";
import { sharedTranslator } from "@/lib/locale/translations";
import { localeFormat } from "@/lib/orders/place-time";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { orderTerms } from "@/lib/terms/refund";
import type { Statement } from "@/lib/terms/types";
import { termsText, type TermsT, type TermsWords } from "@/lib/terms/words";
import { call, setCookies } from "./http";
import { createUser, TEST_PASSWORD, testDb } from "./factories";
import { waitForMail } from "./mail";

/**
 * Reading what a page or an e-mail says of an item's cancellation terms, and the terms engine's own words for it
 * (lib/terms), for the suites that check they agree (issue #51: tests/api/terms-*.test.ts).
 */

export type Reading = "en-US" | "ar-SA";
const MESSAGES = { "en-US": en, "ar-SA": ar } as const;

/**
 * The engine's words in a language, as a page writes them (lib/terms/page-words.ts): the "Terms" texts, dates in the
 * reader's language (each deadline names its own zone or is a calendar day), amounts in their own currency.
 */
export function engineWords(locale: Reading, timeZone = "UTC"): TermsWords {
  return {
    t: sharedTranslator({ locale, messages: MESSAGES[locale], timeZone, namespace: "Terms" }) as unknown as TermsT,
    format: localeFormat(locale),
    money: (minor, currency) => formatMoney(minor, currency, locale),
  };
}

/** The words a reader sees of an HTML page: no scripts (React's data), no tags, entities read, spaces collapsed. */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** A sentence as pageText leaves it: its spaces collapsed. */
export const spaced = (s: string) => s.replace(/\s+/g, " ");

const decode = (html: string) => pageText(html).trim();

/** The text of every element carrying `data-testid="<id>"` (its tag closes on the first matching end tag), spaced. */
export function testIdTexts(html: string, id: string): string[] {
  return Array.from(html.matchAll(new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`, "g")), (m) => decode(m[2]!));
}

/** The address of the first link marked `data-testid="<id>"` (its attributes in any order). */
export function linkOf(html: string, id: string): string {
  const tag = new RegExp(`<a\\b[^>]*data-testid="${id}"[^>]*>`).exec(html)?.[0] ?? "";
  return (/\bhref="([^"]*)"/.exec(tag)?.[1] ?? "").replace(/&amp;/g, "&");
}

/**
 * Each result card of a page (`data-testid="<card>"`) as the offer its button opens (the `offer=` or `flight=`
 * parameter of the link marked `action`) and the texts it shows under `inner`.
 */
export function cardsOf(html: string, card: string, action: string, inner: string): { offerId: string; texts: string[] }[] {
  return html
    .split(`data-testid="${card}"`)
    .slice(1)
    .map((chunk) => {
      const query = new URLSearchParams(linkOf(chunk, action).split("?")[1] ?? "");
      return { offerId: query.get("offer") ?? query.get("flight") ?? "", texts: testIdTexts(chunk, inner) };
    });
}

/** A signed-in member reading `locale` (their account's language too, so their e-mails are in it), and their organisation. */
export async function memberReading(locale: Reading) {
  const user = await createUser({ planStatus: "ACTIVE", languageCode: locale });
  const login = await call("/api/signIn", { body: { jsonSign: { email_id: user.email, password: TEST_PASSWORD } } });
  const cookies = { "next-auth.session-token": setCookies(login)["next-auth.session-token"]!, lan_code: locale };
  const org = await testDb().organization.findUniqueOrThrow({ where: { id: user.orgId } });
  return { user, cookies, org };
}

/**
 * What the engine says now of each item of a booking, read from its stored rows as every page reads them (each item
 * with the zone of its place, lib/orders/item-zone.ts), in item order.
 */
export async function bookedStatements(reference: string, orgZone: string, now = new Date()): Promise<Statement[]> {
  const rows = await testDb().orderItem.findMany({ where: { reservation: { reference } }, orderBy: { id: "asc" } });
  return orderTerms(
    rows.map((r) => ({ ...r, timeZone: itemTimeZone(r) })),
    now,
    orgZone,
  ).statements;
}

/** A page's HTML as a reader's browser gets it; it must answer 200. */
export async function readPage(path: string, cookies: Record<string, string>): Promise<string> {
  const res = await call(path, { cookies, headers: { accept: "text/html" } });
  expect([path, res.status]).toEqual([path, 200]);
  return res.text();
}

/** Every card of a results page whose offer the search answered shows `expected(offer)` under `inner`; at least `min` do. */
export function expectCards<O extends { id: string }>(
  html: string,
  offers: Map<string, O>,
  card: { card: string; action: string; inner: string },
  expected: (o: O) => string,
  min = 1,
) {
  const matched = cardsOf(html, card.card, card.action, card.inner).filter((c) => offers.has(c.offerId));
  expect([card.card, matched.length >= min]).toEqual([card.card, true]);
  for (const c of matched) expect([card.card, c.offerId, c.texts]).toEqual([card.card, c.offerId, [spaced(expected(offers.get(c.offerId)!))]]);
}

/**
 * The confirmation e-mail of `reference` states each booked item's sentence in `words`' language, and those are what
 * `said` (the checkout, before booking) stated.
 */
export async function expectMailStates(email: string, reference: string, orgZone: string, said: string[], words: TermsWords) {
  const booked = (await bookedStatements(reference, orgZone)).map((s) => termsText(s, words));
  expect([...booked].sort()).toEqual([...said].sort());
  const mail = await waitForMail(email, { subject: new RegExp(reference), timeoutMs: 20_000 });
  for (const s of booked) expect([reference, mail.text.includes(s) ? s : `missing: ${s}`]).toEqual([reference, s]);
}
