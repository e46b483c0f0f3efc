import Image from "next/image";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import { runSailingView } from "@/lib/cruises/run-search";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import { termsWords } from "@/components/orders/policy-text";
import { offerStatement } from "@/lib/terms/of";
import { termsText } from "@/lib/terms/words";
import { getRequestContext } from "@/lib/http/page-context";
import { MAX_GUESTS } from "@/lib/suppliers/cruises/types";
import { DataTable, SidePanel } from "@/components/ui/data-table";
import { RouteSketch } from "@/components/ui/route-sketch";
import { CabinList } from "./cabin-list";

/** /cruises/[sailingId]?guests=: the sailing, its itinerary day by day and its cabins priced for the party. */
export async function SailingPage({ sailingId, guests }: { sailingId: string; guests: string | undefined }) {
  const ctx = await getRequestContext();
  const user = await getSessionUser();
  const outcome = await runSailingView({ sailingId, guests, org: ctx.org, currency: ctx.currency, user: user ?? null });
  if (outcome.kind !== "sailing") notFound();
  const s = outcome.sailing;
  const t = await getTranslations("Cruises");
  const locale = await getLocale();
  const money = await moneyFormatter(locale, ctx.currency);
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  const ti = await getTranslations("Cruises.itinerary");
  // Times are the port's local time, with its zone's abbreviation.
  const time = (iso: string | null, tz: string) => (iso ? formatDate(iso, locale, tz, { hour: "2-digit", minute: "2-digit", timeZoneName: "short" }) : "—");
  const itinerary = s.itinerary.map((d) => ({
    key: String(d.day),
    data: { "data-testid": "itinerary-day", "data-port": d.port?.code ?? "SEA", "data-arrive-at": d.arriveAt ?? "", "data-depart-at": d.departAt ?? "" },
    cells: [
      d.day,
      formatDate(`${d.date}T12:00:00Z`, locale, "UTC", { weekday: "short", day: "numeric", month: "short" }),
      d.port ? <span dir="ltr">{d.port.name}</span> : <span className="italic text-slate-600">{ti("atSea")}</span>,
      d.port ? time(d.arriveAt, d.port.timeZone) : "—",
      d.port ? time(d.departAt, d.port.timeZone) : "—",
    ],
  }));
  // The terms engine's sentence (lib/terms), deadlines on the clock of the port the ship sails from, as the checkout
  // and the trip page say it.
  const policy = termsText(
    offerStatement({ kind: "CRUISE", terms: s.terms, startsAt: s.startsAt, details: s }, new Date(), ctx.org.timeZone),
    await termsWords(locale),
  );
  return (
    <>
      <section className="relative overflow-hidden bg-slate-900 text-white">
        <Image src={s.photo} alt="" fill sizes="100vw" className="object-cover opacity-40" preload loading="eager" fetchPriority="high" />
        <div className="relative mx-auto max-w-7xl px-4 py-8 md:py-12">
          <p className="text-sm text-white/90">{s.line.name}</p>
          <h1 className="text-2xl font-bold md:text-3xl" data-testid="sailing-title">
            {t("cardTitle", { nights: s.nights, ship: s.ship.name })}
          </h1>
          <p className="mt-2 text-white/95" dir="ltr" data-testid="sailing-route">
            {s.route.join(" → ")}
          </p>
          <p className="mt-1 text-sm text-white/90" data-testid="sailing-dates">
            {t("sailsFromTo", { from: s.departurePort, to: s.arrivalPort, start: day(s.departureDate), end: day(s.arrivalDate) })}
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="cabins-title" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="cabins-title" className="text-xl font-semibold">
                {t("cabinsTitle")}
              </h2>
              <form method="get" className="flex items-end gap-2" data-testid="guests-form">
                <label className="flex flex-col text-sm font-medium">
                  {t("form.guests")}
                  <select
                    name="guests"
                    defaultValue={String(outcome.guests)}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal"
                    data-testid="sailing-guests"
                  >
                    {Array.from({ length: MAX_GUESTS }, (_, i) => (
                      <option key={i} value={i + 1}>
                        {t("guestsCount", { count: i + 1 })}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white">
                  {t("update")}
                </button>
              </form>
            </div>
            <CabinList cabins={s.cabins} signedIn={!!user} />
            <p className="text-sm text-slate-600" data-testid="taxes-fees">
              {t("taxesFees", {
                taxes: money.display(s.taxesAndFeesMinor.taxesMinor, s.taxesAndFeesMinor.currency),
                fees: money.display(s.taxesAndFeesMinor.feesMinor, s.taxesAndFeesMinor.currency),
                count: outcome.guests,
              })}
            </p>
          </section>
          <section aria-labelledby="itinerary-title" className="flex flex-col gap-3">
            <h2 id="itinerary-title" className="text-xl font-semibold">
              {t("itinerary.title")}
            </h2>
            <DataTable caption={ti("caption")} columns={[ti("day"), ti("date"), ti("port"), ti("arrive"), ti("depart")]} rows={itinerary} testId="itinerary" />
          </section>
        </div>
        <aside className="flex flex-col gap-6">
          <RouteSketch stops={s.itinerary.flatMap((d) => (d.port ? [d.port] : []))} label={t("mapLabel", { route: s.route.join(" → ") })} testId="route-map" />
          <SidePanel id="ship-title" title={s.ship.name}>
            <p className="mt-1 text-sm text-slate-700">
              {t("shipFacts", { built: s.ship.built, tonnage: s.ship.grossTonnage, guests: s.ship.guests, decks: s.ship.decks })}
            </p>
          </SidePanel>
          <SidePanel id="included-title" title={t("includedTitle")}>
            <ul className="mt-2 list-disc ps-5 text-sm text-slate-700" data-testid="included">
              {s.included.map((k) => (
                <li key={k}>{t.has(`included.${k}` as never) ? t(`included.${k}` as never) : k}</li>
              ))}
            </ul>
          </SidePanel>
          <SidePanel id="refund-title" title={t("refunds.title")} testId="cancellation-rule">
            <p className="mt-2 text-sm text-slate-700">{policy}</p>
          </SidePanel>
          {s.international ? (
            <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="passport-note">
              {t("passportNote")}
            </p>
          ) : null}
          <Link href="/cruises" className="text-sm font-semibold text-brand underline">
            {t("newSearch")}
          </Link>
        </aside>
      </div>
    </>
  );
}
