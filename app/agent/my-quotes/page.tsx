import { getTranslations } from "@/lib/locale/translations";
import { AgentPage } from "@/components/agent/agent-page";
import { QuoteActions } from "@/components/agent/quote-actions";
import { QuoteBuilder } from "@/components/agent/quote-builder";
import { quoteDescriber } from "@/components/agent/quote-facts";
import { itineraryDescriber } from "@/components/agent/itinerary-facts";
import { ItineraryItemRemove } from "@/components/agent/itinerary-item-remove";
import { ItineraryItems } from "@/components/agent/itinerary-items";
import { listClients } from "@/lib/agent/clients";
import { listQuotes } from "@/lib/agent/quotes";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import { partSeparator } from "@/lib/locale/part-separator";
import { addDays, minCheckinDate } from "@/lib/org/calendar";
import { getRequestContext } from "@/lib/http/page-context";
import { zId } from "@/lib/zod-int";
import { EmptyState } from "@/components/ui/states";

/** My Quotes: build a quote for a client, send its link, convert it; every quote with its status. */
export default async function Page({ searchParams }: { searchParams: Promise<{ client?: string }> }) {
  const preselected = zId.safeParse((await searchParams).client).data ?? null;
  return (
    <AgentPage titleKey="agentQuotes">
      {async (agent) => {
        const t = await getTranslations("Agent");
        const tc = await getTranslations("Checkout");
        const { org, locale, currency } = await getRequestContext();
        // Between numbers a middle dot reads as a zero in Arabic: the language's own separator.
        const sep = partSeparator(locale);
        // Every quote in the agent's currency; the card's own currency is said beside the button that books it.
        const money = await moneyFormatter(locale, currency);
        const [clients, quotes, describe, describeItem] = await Promise.all([
          listClients(agent.id),
          listQuotes(agent.id, org.id),
          quoteDescriber(locale, org.timeZone),
          itineraryDescriber(locale, org.timeZone),
        ]);
        const checkIn = minCheckinDate(org);
        return (
          <div className="space-y-8">
            <QuoteBuilder
              clients={clients.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName} · ${c.email}` }))}
              defaultClientId={clients.some((c) => c.id === preselected) ? preselected : null}
              defaultDates={{ checkIn, checkOut: addDays(checkIn, 2) }}
            />
            <section>
              <h2 className="mb-3 text-lg font-semibold">{t("quotesTitle")}</h2>
              {quotes.length === 0 ? (
                <EmptyState title={t("noQuotes")} hint={t("noQuotesHint")} testId="quotes-empty" />
              ) : (
                <ul className="space-y-3" data-testid="quotes">
                  {quotes.map((q) => {
                    const f = describe(q);
                    return (
                      <li key={q.id} className="rounded-xl border border-slate-200 p-4" data-testid="quote-row" data-quote-id={q.id} data-kind={q.kind}>
                        <div className="flex flex-wrap justify-between gap-2">
                          <div>
                            <p className="font-semibold" data-testid="quote-row-title">
                              {q.client.firstName} {q.client.lastName}
                              {sep}
                              {q.itinerary ? t("itineraryName", { count: q.items.length }) : f.name}
                            </p>
                            <p className="text-sm text-slate-600">
                              {[
                                ...(q.itinerary ? [f.when] : [f.place, f.when, f.who]),
                                t("heldUntil", { date: formatDate(q.expiresAt, locale, org.timeZone, { dateStyle: "medium", timeStyle: "short" }) }),
                              ]
                                .filter(Boolean)
                                .join(sep)}
                            </p>
                            {q.itinerary ? (
                              <div className="my-2">
                                <ItineraryItems
                                  items={q.items.map(describeItem)}
                                  aside={(itemId) => {
                                    const item = q.items.find((i) => i.id === itemId)!;
                                    return (
                                      <div className="space-y-1 text-end">
                                        <p className="text-sm" data-testid="itinerary-item-price">
                                          {t("itemPrice", { amount: money.display(item.priceMinor, q.currency) })}
                                        </p>
                                        {q.status === "DRAFT" ? (
                                          <ItineraryItemRemove quoteId={q.id} itemId={itemId} label={t("removeItem")} failed={t("failed")} />
                                        ) : null}
                                      </div>
                                    );
                                  }}
                                />
                              </div>
                            ) : null}
                            {f.policy && !q.itinerary ? (
                              <p className="text-sm text-slate-600" data-testid="quote-row-policy">
                                {f.policy}
                              </p>
                            ) : null}
                            <p className="text-sm">
                              {t("priceLine", money.displayParts(q.totalMinor, q.currency, { base: q.baseMinor, markup: q.markupMinor }))} ·{" "}
                              <span className="font-semibold" data-testid="quote-row-total">
                                {money.display(q.totalMinor, q.currency)}
                              </span>
                            </p>
                            {q.itinerary ? (
                              <p className="text-sm font-semibold text-emerald-800" data-testid="quote-row-commission">
                                {t("commission", { amount: money.display(q.markupMinor, q.currency) })}
                              </p>
                            ) : null}
                          </div>
                          <span className="h-fit rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold" data-testid="quote-status">
                            {t(`quoteStatus.${q.status}`)}
                          </span>
                        </div>
                        <div className="mt-3">
                          {q.reservationReference ? (
                            <p className="text-sm" data-testid="quote-reservation">
                              {t("quoteBooked", { reference: q.reservationReference })}
                            </p>
                          ) : null}
                          <QuoteActions
                            quoteId={q.id}
                            open={q.status === "DRAFT" || q.status === "SENT"}
                            payLabel={t("bookQuote", { amount: money.charged(tc, q.totalMinor, q.currency) })}
                            price={{ totalMinor: q.totalMinor, currency: q.currency, view: money.view([q.currency]) }}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </AgentPage>
  );
}
