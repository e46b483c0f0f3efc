import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { StarRating } from "@/components/search/star-rating";
import { CheckoutMessage } from "@/components/ui/checkout/checkout-message";
import { termsWords } from "@/lib/terms/page-words";
import { getSessionUser } from "@/lib/http/current-user";
import { getRequestContext } from "@/lib/http/page-context";
import { AppError } from "@/lib/errors";
import { moneyFormatter } from "@/lib/locale/display-money";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { partSeparator } from "@/lib/locale/part-separator";
import { packageCheckoutHref } from "@/lib/packages/links";
import type { PackageSwapInput } from "@/lib/packages/schemas";
import { freeToCancel } from "@/lib/packages/search-packages";
import { packageSwaps, type PackageSwaps } from "@/lib/packages/swaps";
import { offerStatement } from "@/lib/terms/of";
import { termsBadge } from "@/lib/terms/words";
import { PackageFlightSummary } from "./flight-summary";

type Raw = Record<string, string | string[] | undefined>;
type Choice = { totalMinor: number; differenceMinor: number; current: boolean };

const box = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";
const none = "mt-6 rounded-lg bg-slate-50 p-6 text-slate-700";

/**
 * "Change flight" and "Change stay" of a package's checkout: the other return flights of the same days (each trip
 * with its fare families) or the other rooms at the destination, each with what it adds to or takes off the package
 * price as it is now (lib/packages/swaps.ts). Choosing one opens the checkout of the new package, which prices it again.
 */
export async function PackageSwapView({ input, raw }: { input: PackageSwapInput; raw: Raw }) {
  const { org, locale, currency } = await getRequestContext();
  const [t, tc, ts, brands, tr, rooms, words, user] = await Promise.all([
    getTranslations("Packages.swap"),
    getTranslations("Packages.checkout"),
    getTranslations("Flights.summary"),
    getTranslations("Flights.summary.fares"),
    getTranslations("Results"),
    getTranslations("Rooms"),
    termsWords(locale),
    getSessionUser(),
  ]);
  let swaps: PackageSwaps;
  try {
    swaps = await packageSwaps(input, { org, memberPricing: user?.memberPricing ?? false });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const text =
      error.code === "NO_LONGER_AVAILABLE" ? tc("gone") : error.code === "VALIDATION_FAILED" || error.code === "NOT_FOUND" ? tc("invalid") : tc("unreachable");
    return <CheckoutMessage title={tc("title")} text={text} backHref="/packages" backLabel={tc("back")} />;
  }
  const money = await moneyFormatter(locale, currency);
  const show = (minor: number) => money.display(minor, swaps.currency);
  const now = new Date();
  // What a choice adds to or takes off the package, its new total, and the way to it (or that it is the one chosen).
  const price = (s: Choice, change: Record<string, string>, label: string) => (
    <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-1 text-end">
      <div>
        <p className="font-semibold" data-testid="swap-difference" data-minor={s.differenceMinor}>
          {s.differenceMinor === 0
            ? t("same")
            : s.differenceMinor > 0
              ? t("more", { amount: show(s.differenceMinor) })
              : t("less", { amount: show(-s.differenceMinor) })}
        </p>
        <p className="text-xs text-slate-600" data-testid="swap-total" data-minor={s.totalMinor}>
          {t("newTotal", { amount: show(s.totalMinor) })}
        </p>
      </div>
      {s.current ? (
        <span className="rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-700" data-testid="swap-current-choice">
          {t("chosen")}
        </span>
      ) : (
        <Link
          href={packageCheckoutHref(raw, change)}
          className="rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:opacity-90"
          aria-label={label}
          data-testid="swap-choose"
        >
          {t("choose")}
        </Link>
      )}
    </div>
  );
  const flights = swaps.flights.map((trip) => (
    <li key={trip.offer.id} className={box} data-testid="swap-flight" data-current={trip.current}>
      <PackageFlightSummary details={trip.offer.details} />
      <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
        {trip.fares.map((fare) => {
          const d = fare.offer.details;
          const brand = catalogueName(brands, d.slices[0]?.fareBrand ?? "") || ts("flight");
          return (
            <li
              key={fare.offer.id}
              className="flex flex-wrap items-center justify-between gap-3 py-2"
              data-testid="swap-fare"
              data-brand={d.slices[0]?.fareBrand}
              data-current={fare.current}
            >
              <div className="text-sm">
                <p className="font-semibold text-slate-900">{t("fare", { brand })}</p>
                <p className="text-xs text-slate-600">
                  {[ts("bags", { carryOn: d.baggage.carryOn, checked: d.baggage.checked }), termsBadge(offerStatement(fare.offer, now), words).text].join(
                    partSeparator(locale),
                  )}
                </p>
              </div>
              {price(fare, { flight: fare.offer.id }, t("chooseFare", { brand, airline: d.airline.name }))}
            </li>
          );
        })}
      </ul>
    </li>
  ));
  const stays = swaps.stays.map(({ stay, ...s }) => {
    const room = catalogueName(rooms, stay.room.name);
    return (
      <li
        key={stay.room.id}
        className={`${box} flex flex-wrap items-center justify-between gap-3`}
        data-testid="swap-stay"
        data-property-id={stay.property.id}
        data-room-id={stay.room.id}
        data-current={s.current}
      >
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{stay.property.name}</p>
          <StarRating stars={stay.property.stars} />
          <p className="text-sm text-slate-600">{room}</p>
          {freeToCancel(stay.property, input.choice.checkIn, now, org.timeZone) ? (
            <p className="text-sm font-semibold text-emerald-700">{tr("freeCancellation")}</p>
          ) : null}
        </div>
        {price(s, { property: String(stay.property.id), room: String(stay.room.id) }, t("chooseRoom", { room, name: stay.property.name }))}
      </li>
    );
  });
  const [list, empty] = input.part === "flight" ? [flights, t("noFlights")] : [stays, t("noStays")];
  return (
    <>
      <PageHeader title={input.part === "flight" ? t("flightTitle") : t("stayTitle")} />
      <PageBody>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700" data-testid="swap-current" data-minor={swaps.totalMinor}>
            {t("current", { amount: show(swaps.totalMinor) })}
          </p>
          <Link href={packageCheckoutHref(raw)} className="font-semibold text-brand underline" data-testid="swap-keep">
            {t("keep")}
          </Link>
        </div>
        <p className="mt-1 text-sm text-slate-600">{input.part === "flight" ? t("flightHint") : t("stayHint")}</p>
        {list.length === 0 ? <p className={none}>{empty}</p> : <ul className={`mt-6 ${input.part === "flight" ? "space-y-4" : "space-y-3"}`}>{list}</ul>}
      </PageBody>
    </>
  );
}
