import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { OfferCard } from "@/components/ui/offer-card";
import { StarRating } from "@/components/search/star-rating";
import { CheckoutMessage } from "@/components/ui/checkout/checkout-message";
import { offerTerms } from "@/components/ui/offer-terms";
import { pageMoney, readerFormats } from "@/components/ui/reader-formats";
import { TextLines } from "@/components/ui/text-lines";
import { getSessionUser } from "@/lib/http/current-user";
import { getRequestContext } from "@/lib/http/page-context";
import { AppError } from "@/lib/errors";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { packageCheckoutHref } from "@/lib/packages/links";
import type { PackageSwapInput } from "@/lib/packages/schemas";
import { packageSwaps, type PackageSwaps } from "@/lib/packages/swaps";
import { PackageFlightSummary } from "./flight-summary";

type Raw = Record<string, string | string[] | undefined>;
type Choice = { totalMinor: number; differenceMinor: number; current: boolean };

/**
 * "Change flight" and "Change stay" of a package's checkout: the other return flights of the same days (each trip
 * with its fare families) or the other rooms at the destination, each on the kit's offer card with what it adds to or
 * takes off the package price as it is now (lib/packages/swaps.ts). Choosing one opens the checkout of the new
 * package, which prices it again.
 */
export async function PackageSwapView({ input, raw }: { input: PackageSwapInput; raw: Raw }) {
  const { org, locale } = await getRequestContext();
  const [t, tc, ts, brands, rooms, terms, f, user] = await Promise.all([
    getTranslations("Packages.swap"),
    getTranslations("Packages.checkout"),
    getTranslations("Flights.summary"),
    getTranslations("Flights.summary.fares"),
    getTranslations("Rooms"),
    offerTerms(locale),
    readerFormats(locale),
    getSessionUser(),
  ]);
  let swaps: PackageSwaps;
  try {
    swaps = await packageSwaps(input, { org, memberPricing: user?.memberPricing ?? false });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const text = error.code === "NO_LONGER_AVAILABLE" ? "gone" : ["VALIDATION_FAILED", "NOT_FOUND"].includes(error.code) ? "invalid" : "unreachable";
    return <CheckoutMessage title={tc("title")} text={tc(text)} backHref="/packages" backLabel={tc("back")} />;
  }
  const money = await pageMoney();
  const show = (minor: number) => money.display(minor, swaps.currency);
  // One choice on the kit's card: what it adds to or takes off the package and its new total, then the way to it
  // (or that it is the one chosen).
  const card = (s: Choice, data: Parameters<typeof OfferCard>[0]["data"], change: Record<string, string>, name: string, facts: React.ReactNode) => (
    <OfferCard
      key={Object.values(change).join("-")}
      data={{ ...data, "data-current": s.current }}
      price={
        <>
          <p className="font-semibold" data-testid="swap-difference" data-minor={s.differenceMinor}>
            {t(s.differenceMinor === 0 ? "same" : s.differenceMinor > 0 ? "more" : "less", { amount: show(Math.abs(s.differenceMinor)) })}
          </p>
          <p className="text-xs text-slate-600" data-testid="swap-total" data-minor={s.totalMinor}>
            {t("newTotal", { amount: show(s.totalMinor) })}
          </p>
        </>
      }
      action={
        s.current
          ? { label: t("chosen"), testId: "swap-current-choice" }
          : { href: packageCheckoutHref(raw, change), label: t("choose"), testId: "swap-choose", name }
      }
    >
      {facts}
    </OfferCard>
  );
  const flights = swaps.flights.map((trip) => (
    <li key={trip.offer.id} className="space-y-3" data-testid="swap-flight" data-current={trip.current}>
      <PackageFlightSummary details={trip.offer.details} />
      <ul className="space-y-3">
        {trip.fares.map((fare) => {
          const d = fare.offer.details;
          const brand = catalogueName(brands, d.slices[0]?.fareBrand ?? "") || ts("flight");
          const facts = [ts("bags", { carryOn: d.baggage.carryOn, checked: d.baggage.checked }), terms.badge(fare.offer).text];
          return card(
            fare,
            { "data-testid": "swap-fare", "data-brand": d.slices[0]?.fareBrand ?? undefined },
            { flight: fare.offer.id },
            t("chooseFare", { brand, airline: d.airline.name }),
            <TextLines lines={[{ text: t("fare", { brand }), tone: "name" }, { text: facts.join(f.sep) }]} />,
          );
        })}
      </ul>
    </li>
  ));
  const stays = swaps.stays.map(({ stay, ...s }) => {
    const [room, p] = [catalogueName(rooms, stay.room.name), stay.property];
    const data = { "data-testid": "swap-stay", "data-property-id": p.id, "data-room-id": stay.room.id };
    // Each stay's terms as the engine states them for these dates (lib/terms), the badge the results give it.
    const b = terms.stayBadge(p, input.choice.checkIn, org.timeZone);
    const stayTerms = { text: b.text, tone: b.kind === "free" ? ("free" as const) : undefined, testId: "swap-stay-terms", data: { "data-kind": b.kind } };
    return card(s, data, { property: String(p.id), room: String(stay.room.id) }, t("chooseRoom", { room, name: p.name }), [
      <TextLines key="name" lines={[{ text: p.name, tone: "name" }]} />,
      <StarRating key="stars" stars={p.stars} />,
      <TextLines key="room" lines={[{ text: room }, stayTerms]} />,
    ]);
  });
  const [list, empty, title, hint] =
    input.part === "flight" ? ([flights, "noFlights", "flightTitle", "flightHint"] as const) : ([stays, "noStays", "stayTitle", "stayHint"] as const);
  return (
    <>
      <PageHeader title={t(title)} />
      <PageBody>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700" data-testid="swap-current" data-minor={swaps.totalMinor}>
            {t("current", { amount: show(swaps.totalMinor) })}
          </p>
          <Link href={packageCheckoutHref(raw)} className="font-semibold text-brand underline" data-testid="swap-keep">
            {t("keep")}
          </Link>
        </div>
        <p className="mt-1 text-sm text-slate-600">{t(hint)}</p>
        {list.length === 0 ? <p className="mt-6 rounded-lg bg-slate-50 p-6 text-slate-700">{t(empty)}</p> : <ul className="mt-6 space-y-4">{list}</ul>}
      </PageBody>
    </>
  );
}
