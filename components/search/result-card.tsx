import Link from "@/components/ui/link";
import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { termsWords } from "@/lib/terms/page-words";
import { catalogueStatement } from "@/lib/terms/of";
import { termsBadge } from "@/lib/terms/words";
import { payLaterDueDate } from "@/lib/booking/pay-later";
import type { SearchResult } from "@/lib/booking/search";
import { formatMoney } from "@/lib/locale/format";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { Photo } from "@/components/ui/photo";
import { SMALL_WIDTH } from "@/lib/booking/pictures";
import { PriceBox } from "./price-box";
import { StarRating } from "./star-rating";
import { WalletCreditLine } from "./wallet-credit-lines";
import { regionName } from "@/lib/places/names";
import { partSeparator } from "@/lib/locale/part-separator";

function PinIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-brand">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z" />
    </svg>
  );
}

/**
 * One search result: picture, name, stars, place, distance, amenities and the price, linking to the details page; for a
 * member whose wallet applies, the most it can pay.
 */
/** `first`: the top result's photo is the page's largest paint, so it loads at once rather than lazily. */
export async function ResultCard({
  result,
  href,
  signedIn,
  walletLine = false,
  stay,
  first = false,
}: {
  result: SearchResult;
  href: string;
  signedIn: boolean;
  /** On a page served alike to every member: the wallet line comes from the browser (WalletCreditLines). */
  walletLine?: boolean;
  /** The searched check-in and the organisation's today, for what the policy promises (activities: the slot's day). */
  stay: { checkIn?: string; today: string; calendarZone: string; asOf?: string };
  first?: boolean;
}) {
  const t = await getTranslations("Results");
  const ta = await getTranslations("Amenities");
  const locale = await getLocale();
  const { property: p, cheapestRoom } = result;
  const isActivity = p.productCode === "ACT";
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex-row"
      data-testid="result-card"
      data-property-id={p.id}
    >
      <div className="relative h-48 w-full shrink-0 sm:h-auto sm:min-h-52 sm:w-64">
        <Photo
          src={p.image}
          alt={t("photoAlt", { name: p.name })}
          width={SMALL_WIDTH}
          height={(SMALL_WIDTH * 2) / 3}
          sizes="(min-width: 640px) 16rem, 100vw"
          className="absolute inset-0 h-full w-full object-cover"
          priority={first}
          data-testid="result-photo"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:flex-row sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">
            <Link href={href} className="hover:text-brand hover:underline" data-testid="result-link">
              {p.name}
            </Link>
          </h2>
          <StarRating stars={p.stars} />
          <p className="flex items-center gap-1 text-sm text-slate-600" data-testid="result-city">
            <PinIcon />
            {p.city}
            {p.region ? `, ${p.region}` : ""}
            {partSeparator(locale)}
            {/* The country by its code, named in the reader's language (CLDR), as the country pickers name it. */}
            {regionName(p.country, locale, p.country)}
          </p>
          {p.distanceKm !== undefined ? (
            <p className="text-sm text-slate-600" data-testid="result-distance" data-km={p.distanceKm}>
              {t("distance", { km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(p.distanceKm) })}
            </p>
          ) : p.centreKm !== undefined ? (
            <p className="text-sm text-slate-600" data-testid="result-centre-distance" data-km={p.centreKm}>
              {t("centreDistance", { km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(p.centreKm) })}
            </p>
          ) : null}
          {cheapestRoom.startsAt ? (
            <p className="text-sm text-slate-600" data-testid="result-next-slot">
              {t("nextSlot", { date: placeTimeText(localeFormat(locale), cheapestRoom.startsAt, p.timeZone) })}
            </p>
          ) : null}
          <CancellationLine result={result} stay={stay} />
          {p.amenities.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-1" data-testid="result-amenities">
              {p.amenities.slice(0, 6).map((a) => (
                <li key={a} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700" data-amenity={a}>
                  {ta.has(a as never) ? ta(a as never) : a}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:min-w-52">
          <PriceBox price={cheapestRoom.price} signedIn={signedIn} unit={isActivity ? "activity" : "stay"} />
          {result.walletCredit ? (
            <p className="text-sm font-medium text-emerald-700 sm:text-end" data-testid="wallet-credit" data-amount-minor={result.walletCredit.upToMinor}>
              {t("walletCredit", { amount: formatMoney(result.walletCredit.upToMinor, result.walletCredit.currency, locale) })}
            </p>
          ) : walletLine ? (
            <WalletCreditLine resultKey={String(p.id)} text={t("walletCredit", { amount: "{amount}" })} locale={locale} />
          ) : null}
          <Link
            href={href}
            className="rounded-lg bg-brand px-4 py-2 text-center font-semibold text-white hover:opacity-90 sm:self-end"
            data-testid="result-view"
          >
            {isActivity ? t("viewTimes") : t("viewRooms")}
          </Link>
        </div>
      </div>
    </li>
  );
}

/**
 * "Free cancellation before …" (green, as travellers look for it), "Partly refundable" or "Non-refundable"; under it,
 * Booking.com's "No prepayment needed – pay later" where the stay may be paid later (lib/booking/pay-later.ts).
 */
async function CancellationLine({ result, stay }: { result: SearchResult; stay: { checkIn?: string; today: string; calendarZone: string; asOf?: string } }) {
  // An activity's terms run from its slot's start (its day at its place), a stay's from the searched check-in.
  const start = result.cheapestRoom.startsAt ?? stay.checkIn;
  if (!start) return null;
  const t = await getTranslations("Results");
  const locale = await getLocale();
  // The terms engine's badge (lib/terms), for a booking made now — its days the property's place's, as the booking
  // will store them: never a free period that is already over. Told at the moment the search judged "free to cancel"
  // (SearchPage.asOf), so the badge and the filter agree on every card, even around a place's midnight.
  const at = stay.asOf ? new Date(stay.asOf) : new Date();
  const badge = termsBadge(catalogueStatement(result.property, start, at, stay.calendarZone), await termsWords(locale));
  const payLater = stay.checkIn ? payLaterDueDate(result.property, stay.checkIn, stay.today) : null;
  return (
    <>
      <p
        className={`text-sm ${badge.kind === "free" ? "font-semibold text-emerald-700" : "text-slate-600"}`}
        data-testid="result-cancellation"
        data-kind={badge.kind}
      >
        {badge.text}
      </p>
      {payLater ? (
        <p className="text-sm font-semibold text-emerald-700" data-testid="result-pay-later" data-due={payLater}>
          {t("payLater")}
        </p>
      ) : null}
    </>
  );
}
