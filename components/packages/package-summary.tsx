import { getTranslations } from "@/lib/locale/translations";
import Link from "@/components/ui/link";
import { PriceLines } from "@/components/ui/price-lines";
import { offerTerms } from "@/components/ui/offer-terms";
import { pageMoney, readerFormats } from "@/components/ui/reader-formats";
import { getRequestContext } from "@/lib/http/page-context";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { packageCheckoutHref, stayDetailsHref } from "@/lib/packages/links";
import type { PackageQuote } from "@/lib/packages/quote-package";
import { PACKAGE_DISCOUNT_BPS } from "@/lib/packages/rules";
import type { packageChoiceOf } from "@/lib/packages/schemas";
import { PackageFlightSummary } from "./flight-summary";
import { PackagePrice } from "./package-price";

type Raw = Record<string, string | string[] | undefined>;

/**
 * The package checkout's summary slot: the stay (its name opens its page for these dates, with the way back) and the
 * flight, each with a way to change it, the price of each part with the package discount, the separate price beside,
 * and the terms engine's sentences for both (lib/terms), as the trip page will say them once booked.
 */
export async function PackageSummary({
  quote: { flight, stay, price },
  choice,
  raw,
}: {
  quote: Extract<PackageQuote, { status: "AVAILABLE" }>;
  choice: NonNullable<ReturnType<typeof packageChoiceOf>>;
  raw: Raw;
}) {
  const { org, locale } = await getRequestContext();
  const [t, tc, rooms, money, terms, { sep, day }] = await Promise.all([
    getTranslations("Packages.checkout"),
    getTranslations("Checkout"),
    getTranslations("Rooms"),
    pageMoney(),
    offerTerms(locale),
    readerFormats(locale),
  ]);
  const percent = PACKAGE_DISCOUNT_BPS / 100;
  const show = (minor: number) => money.display(minor, price.currency);
  const ages = typeof raw.ages === "string" && /^\d{1,2}(,\d{1,2})*$/.test(raw.ages) ? raw.ages.split(",").map(Number) : undefined;
  const change = (part: "stay" | "flight", text: string) => (
    <Link href={packageCheckoutHref(raw, { swap: part })} className="text-sm font-semibold text-brand underline" data-testid={`package-change-${part}`}>
      {text}
    </Link>
  );
  return (
    <>
      <div>
        <p className="font-semibold">
          <Link
            href={stayDetailsHref({ ...choice, ...(ages ? { childAges: ages } : {}) }, stay.property.id, {
              back: packageCheckoutHref(raw),
              flight: choice.flightOfferId,
            })}
            data-testid="package-hotel"
          >
            {stay.property.name}
          </Link>
        </p>
        <p className="text-sm text-slate-600">
          {[catalogueName(rooms, stay.room.name), tc("rooms", { count: choice.rooms }), tc("nights", { count: stay.nights.length })].join(sep)}
        </p>
        <p className="text-sm text-slate-600">{t("dates", { checkIn: day(choice.checkIn), checkOut: day(choice.checkOut) })}</p>
        {change("stay", t("changeStay"))}
      </div>
      <div>
        <PackageFlightSummary details={flight.details} />
        {change("flight", t("changeFlight"))}
      </div>
      <PriceLines
        lines={[
          { label: t("flightPart"), amount: show(price.flightMinor), testId: "package-flight-price" },
          { label: t("stayPart"), amount: show(price.stay.totalMinor), testId: "package-stay-price" },
          { label: t("discount", { percent }), amount: `− ${show(price.discountMinor)}`, testId: "package-discount", tone: "saving" },
          { label: t("total"), amount: show(price.totalMinor), testId: "checkout-total", tone: "total" },
        ]}
      />
      <PackagePrice price={price} show={show} />
      <ul className="space-y-1 text-sm text-slate-600" data-testid="checkout-policy">
        <li>{t("policyStay", { policy: terms.stay(stay.property, choice.checkIn, org.timeZone) })}</li>
        <li>{t("policyFlight", { policy: terms.offer(flight, org.timeZone) })}</li>
      </ul>
    </>
  );
}
