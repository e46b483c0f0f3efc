import { createFormatter, createTranslator } from "next-intl";
import { loadMessages } from "@/i18n/messages";
import { siteUrl } from "@/lib/http/link-origin";
import type { Locale } from "@/lib/locale/locales";
import { trustedOrigin } from "@/lib/org/host";
import type { OrgConfig } from "@/lib/org/org-config";
import type { Format, TripT } from "./trip-words";

/**
 * What the e-mail and the calendar file need to write a trip outside a page: the "Trip" texts and a formatter in the
 * reader's language, and the trip page's address on the organisation's configured origin — never from a request's
 * Host header.
 */
export async function tripTexts(org: Pick<OrgConfig, "hosts" | "isDefault" | "timeZone">, locale: Locale, reference: string) {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: "Trip" }) as unknown as TripT;
  const format: Format = createFormatter({ locale, timeZone: org.timeZone });
  const cabins = createTranslator({ locale, messages, namespace: "Cruises.cabins" }) as unknown as (key: string) => string;
  const origin = trustedOrigin(org, null, siteUrl());
  return {
    t,
    format,
    origin,
    cabinName: (category: string) => cabins(category),
    host: new URL(origin).hostname,
    tripUrl: `${origin}/user/my-trips/${encodeURIComponent(reference)}`,
  };
}
