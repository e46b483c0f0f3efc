import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import { runSailingView } from "@/lib/cruises/run-search";
import { getRequestContext } from "@/lib/http/page-context";
import type { RawParams } from "@/lib/cruises/search-query";
import { DataTable } from "@/components/ui/data-table";
import { offerTerms } from "@/components/ui/offer-terms";
import { pageMoney, readerFormats } from "@/components/ui/reader-formats";
import { DetailsPage, DetailsSection, SidePanel } from "@/components/ui/details-page";
import { PartyPicker } from "@/components/ui/party-picker";
import { RouteSketch } from "@/components/ui/route-sketch";
import { CabinList } from "./cabin-list";
import { cabinPartyTexts, cabinPartyValues } from "./cabin-party";

/**
 * /cruises/[sailingId]?adults=&children=&ages=: the sailing, its itinerary day by day and its cabins priced for the
 * party, each child by age; the party is changed on the search's own picker.
 */
export async function SailingPage({ sailingId, party }: { sailingId: string; party: RawParams }) {
  const [ctx, user] = await Promise.all([getRequestContext(), getSessionUser()]);
  const outcome = await runSailingView({ sailingId, raw: party, org: ctx.org, currency: ctx.currency, user: user ?? null });
  if (outcome.kind !== "sailing") notFound();
  const s = outcome.sailing;
  const [t, ti, money, terms, { day, date }] = await Promise.all([
    getTranslations("Cruises"),
    getTranslations("Cruises.itinerary"),
    pageMoney(),
    offerTerms(ctx.locale),
    readerFormats(ctx.locale),
  ]);
  // Times are the port's local time, with its zone's abbreviation.
  const time = (iso: string | null, tz: string) => (iso ? date(iso, tz, { hour: "2-digit", minute: "2-digit", timeZoneName: "short" }) : "—");
  const itinerary = s.itinerary.map((d) => ({
    key: String(d.day),
    data: { "data-testid": "itinerary-day", "data-port": d.port?.code ?? "SEA", "data-arrive-at": d.arriveAt ?? "", "data-depart-at": d.departAt ?? "" },
    cells: [
      d.day,
      date(`${d.date}T12:00:00Z`, "UTC", { weekday: "short", day: "numeric", month: "short" }),
      d.port ? <span dir="ltr">{d.port.name}</span> : <span className="italic text-slate-600">{ti("atSea")}</span>,
      d.port ? time(d.arriveAt, d.port.timeZone) : "—",
      d.port ? time(d.departAt, d.port.timeZone) : "—",
    ],
  }));
  // The terms engine's sentence (lib/terms), deadlines on the clock of the port the ship sails from, as the checkout
  // and the trip page say it.
  const policy = terms.offer({ kind: "CRUISE", terms: s.terms, startsAt: s.startsAt, details: s }, ctx.org.timeZone);
  const aside = (
    <>
      <RouteSketch stops={s.itinerary.flatMap((d) => (d.port ? [d.port] : []))} label={t("mapLabel", { route: s.route.join(" → ") })} testId="route-map" />
      <SidePanel
        id="ship-title"
        title={s.ship.name}
        says={t("shipFacts", { built: s.ship.built, tonnage: s.ship.grossTonnage, guests: s.ship.guests, decks: s.ship.decks })}
      />
      <SidePanel
        id="included-title"
        title={t("includedTitle")}
        says={s.included.map((k) => (t.has(`included.${k}` as never) ? t(`included.${k}` as never) : k))}
        testId="included"
      />
      <SidePanel id="refund-title" title={t("refunds.title")} says={policy} testId="cancellation-rule" />
      {s.international ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="passport-note">
          {t("passportNote")}
        </p>
      ) : null}
      <Link href="/cruises" className="text-sm font-semibold text-brand underline">
        {t("newSearch")}
      </Link>
    </>
  );
  const guestsForm = (
    <form method="get" className="flex items-end gap-2" data-testid="guests-form">
      <PartyPicker
        texts={await cabinPartyTexts()}
        values={cabinPartyValues(outcome.party)}
        errors={{}}
        testId="sailing-guests"
        testPrefix="sailing"
        className="flex min-w-0 flex-col gap-1 text-sm font-medium"
      />
      <button
        type="submit"
        className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        data-testid="sailing-guests-apply"
      >
        {t("update")}
      </button>
    </form>
  );
  return (
    <DetailsPage
      photo={s.photo}
      eyebrow={s.line.name}
      title={t("cardTitle", { nights: s.nights, ship: s.ship.name })}
      titleTestId="sailing-title"
      lines={[
        { text: s.route.join(" → "), testId: "sailing-route", ltr: true },
        { text: t("sailsFromTo", { from: s.departurePort, to: s.arrivalPort, start: day(s.departureDate), end: day(s.arrivalDate) }), testId: "sailing-dates" },
      ]}
      aside={aside}
    >
      <DetailsSection id="cabins-title" title={t("cabinsTitle")} control={guestsForm}>
        <CabinList cabins={s.cabins} signedIn={!!user} />
        <p className="text-sm text-slate-600" data-testid="taxes-fees">
          {t("taxesFees", {
            taxes: money.display(s.taxesAndFeesMinor.taxesMinor, s.taxesAndFeesMinor.currency),
            fees: money.display(s.taxesAndFeesMinor.feesMinor, s.taxesAndFeesMinor.currency),
            count: outcome.party.guests,
          })}
        </p>
      </DetailsSection>
      <DetailsSection id="itinerary-title" title={t("itinerary.title")}>
        <DataTable caption={ti("caption")} columns={[ti("day"), ti("date"), ti("port"), ti("arrive"), ti("depart")]} rows={itinerary} testId="itinerary" />
      </DetailsSection>
    </DetailsPage>
  );
}
