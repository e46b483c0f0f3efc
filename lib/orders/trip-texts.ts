import { siteUrl } from "@/lib/http/link-origin";
import type { Locale } from "@/lib/locale/locales";
import { namesFor, sharedFormatter, translatorFor } from "@/lib/locale/translations";
import { trustedOrigin } from "@/lib/org/host";
import type { OrgConfig } from "@/lib/org/org-config";
import type { Format } from "./trip-words";
import { formatMoney } from "@/lib/locale/format";
import type { TermsT, TermsWords } from "@/lib/terms/words";
import { bookedCabinText } from "@/lib/cruises/cabin-words";
import type { CabinFacts } from "@/lib/suppliers/cruises/types";

/**
 * What the e-mail and the calendar file need to write a trip outside a page: the "Trip" texts and a formatter in the
 * reader's language, and the trip page's address on the organisation's configured origin — never from a request's
 * Host header.
 */
export async function tripTexts(org: Pick<OrgConfig, "hosts" | "isDefault" | "timeZone">, locale: Locale, reference: string) {
  const [t, cruises, checkout, terms, rooms, fares] = await Promise.all([
    translatorFor(locale, org.timeZone, "Trip"),
    translatorFor(locale, org.timeZone, "Cruises"),
    translatorFor(locale, org.timeZone, "Checkout"),
    translatorFor(locale, org.timeZone, "Terms"),
    namesFor(locale, org.timeZone, "Rooms"),
    namesFor(locale, org.timeZone, "Flights.summary.fares"),
  ]);
  const format: Format = sharedFormatter(locale, org.timeZone);
  const origin = trustedOrigin(org, null, siteUrl());
  return {
    t,
    /** The card's amounts, "€198.00 (about $215.22)" (lib/locale/charged-text.ts). */
    tc: checkout,
    format,
    /** The cancellation terms' words (lib/terms/words.ts), as the trip page writes them. */
    terms: { t: terms as TermsT, format, money: (minor: number, currency: string) => formatMoney(minor, currency, locale) } satisfies TermsWords,
    origin,
    cabinText: (cabin: CabinFacts) => bookedCabinText(cruises, cabin, locale),
    /** The catalogue's room names in the reader's language (lib/locale/catalogue-name.ts). */
    rooms,
    /** The airlines' fare brands (Light, Standard, Flex) as the reader's language writes them. */
    fares,
    host: new URL(origin).hostname,
    tripUrl: `${origin}/user/my-trips/${encodeURIComponent(reference)}`,
  };
}
