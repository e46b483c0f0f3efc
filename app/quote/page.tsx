import Image from "next/image";
import { getTranslations } from "@/lib/locale/translations";
import { QuoteLinkCheckout } from "@/components/agent/quote-link-checkout";
import { quoteDescriber } from "@/components/agent/quote-facts";
import { itineraryDescriber } from "@/components/agent/itinerary-facts";
import { ItineraryItems } from "@/components/agent/itinerary-items";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getQuoteByKey, quoteView } from "@/lib/agent/quotes";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "@/lib/booking/pictures";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/http/page-context";

/**
 * /quote?key=… — the partner-branded link an agent sends: the stay or supplier item (a flight, car, transfer, cruise
 * or package) with its photo, travellers and cancellation terms, the price held until the expiry, and one button to book
 * it. Amounts are in the visitor's currency like every page (the footer says which); when the quote's own currency —
 * the card's — differs, the line beside the button says so with the rate. Only on the organisation that issued it.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ key?: string | string[] }> }) {
  const t = await getTranslations("Agent");
  const tc = await getTranslations("Checkout");
  const { org, locale, currency } = await getRequestContext();
  const money = await moneyFormatter(locale, currency);
  const raw = (await searchParams).key;
  const key = Array.isArray(raw) ? raw[0] : raw;
  const row = key ? await getQuoteByKey(key, org.id) : null;
  const q = row ? quoteView(row) : null;
  const f = q ? (await quoteDescriber(locale, org.timeZone))(q) : null;
  // An itinerary: every item with its facts and terms, and one total (no item's price, no markup).
  const items = q?.itinerary ? q.items.map(await itineraryDescriber(locale, org.timeZone)) : null;
  return (
    <>
      <PageHeader title={t("quoteTitle", { org: org.name })} />
      <PageBody>
        {!q || !f || !key ? (
          <p role="alert" data-testid="quote-invalid">
            {t("quoteInvalid")}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
            <section className="space-y-2 rounded-xl border border-slate-200 p-6" data-testid="quote-details">
              {q.property ? (
                <Image
                  src={q.property.image}
                  alt={q.property.name}
                  width={PHOTO_WIDTH}
                  height={PHOTO_HEIGHT}
                  sizes="(min-width: 1024px) 40rem, 100vw"
                  className="mb-3 aspect-[3/2] w-full rounded-lg object-cover"
                  preload
                  data-testid="quote-photo"
                />
              ) : null}
              <p className="text-sm text-slate-600">{t("quoteFor", { name: `${q.client.firstName} ${q.client.lastName}` })}</p>
              {items ? (
                <>
                  <h2 className="text-xl font-semibold" data-testid="quote-property">
                    {t("itineraryName", { count: items.length })}
                  </h2>
                  <ItineraryItems items={items} />
                </>
              ) : (
                <>
                  <h2 className="text-xl font-semibold" data-testid="quote-property">
                    {f.name}
                  </h2>
                  <p className="text-slate-600">{f.place}</p>
                  <p data-testid="quote-when">
                    {f.when} · {f.who}
                  </p>
                </>
              )}
              {f.policy && !items ? (
                <p className="text-sm text-slate-600" data-testid="quote-policy">
                  {f.policy}
                </p>
              ) : null}
              {items ? <p className="pt-2 text-sm text-slate-600">{t("itineraryTotal")}</p> : null}
              <p className="text-2xl font-bold" data-testid="quote-total">
                {money.display(q.totalMinor, q.currency)}
              </p>
              <p className="text-sm text-slate-600" data-testid="quote-expiry">
                {t("heldUntil", { date: formatDate(q.expiresAt, locale, org.timeZone, { dateStyle: "medium", timeStyle: "short" }) })}
              </p>
            </section>
            <aside className="h-fit rounded-xl border border-slate-200 p-5">
              {q.status === "BOOKED" ? (
                <p role="status" data-testid="quote-booked">
                  {t("quoteBooked", { reference: q.reservationReference ?? "" })}
                </p>
              ) : q.status === "EXPIRED" ? (
                <p role="alert" data-testid="quote-expired">
                  {t("quoteExpired")}
                </p>
              ) : (
                <QuoteLinkCheckout
                  quoteKey={key}
                  payLabel={t("bookQuote", { amount: money.charged(tc, q.totalMinor, q.currency) })}
                  price={{ totalMinor: q.totalMinor, currency: q.currency, view: money.view([q.currency]) }}
                />
              )}
            </aside>
          </div>
        )}
      </PageBody>
    </>
  );
}
