import { getTranslations } from "@/lib/locale/translations";
import { WalletSlot } from "@/components/booking/checkout-parts";
import { SupplierCheckoutForm } from "@/components/orders/supplier-checkout-form";
import { termsWords } from "@/components/orders/policy-text";
import { catalogueStatement, offerStatement } from "@/lib/terms/of";
import { termsText } from "@/lib/terms/words";
import { CheckoutLayout, CheckoutNotAllowed } from "@/components/orders/checkout-layout";
import { CheckoutMessage } from "@/components/orders/checkout-message";
import { getSessionUser } from "@/lib/http/current-user";
import { bookingAllowed } from "@/lib/booking/eligibility";
import { AppError } from "@/lib/errors";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import { rateSnapshot } from "@/lib/locale/rates";
import { checkoutAccount } from "@/lib/orders/checkout-account";
import { quotePackage, type PackageQuote } from "@/lib/packages/quote-package";
import { PACKAGE_DISCOUNT_BPS } from "@/lib/packages/rules";
import { packageChoiceOf, packageSwapOf } from "@/lib/packages/schemas";
import Link from "@/components/ui/link";
import { packageCheckoutHref, stayDetailsHref } from "@/lib/packages/links";
import { PackageSwapView } from "./package-swap";
import { PRODUCTS } from "@/lib/products/codes";
import { getRequestContext } from "@/lib/http/page-context";
import { checkoutWalletData } from "@/lib/wallet/checkout-data";
import { PackageFlightSummary } from "./flight-summary";
import { PackagePassengerFields } from "./passenger-fields";
import { partSeparator } from "@/lib/locale/part-separator";
import { catalogueName } from "@/lib/locale/catalogue-name";

/**
 * The checkout of a package: the flight re-priced with the airline and the stay read now (a sold-out part says so
 * instead of a form), the summary of both with the package price beside the separate one, the passengers, contact,
 * wallet and card — posted to POST /api/packages/book. "Change flight" and "Change stay" list the other choices
 * (`swap=flight|stay`, ./package-swap.tsx); the hotel's name opens its page for these dates, with the way back.
 */
export async function PackageCheckout({ raw }: { raw: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations("Packages.checkout");
  const tc = await getTranslations("Checkout");
  const { org, locale, currency } = await getRequestContext();
  const message = (text: string) => <CheckoutMessage title={t("title")} text={text} backHref="/packages" backLabel={t("back")} />;
  const choice = packageChoiceOf(raw);
  if (!choice) return message(t("invalid"));
  const swap = raw.swap === undefined ? null : packageSwapOf(raw);
  if (raw.swap !== undefined && !swap) return message(t("invalid"));
  if (swap) return <PackageSwapView input={swap} raw={raw} />;
  const user = await getSessionUser();
  const account = user ? await checkoutAccount(user.id) : null;
  // A member whose account cannot book is told so; a guest on a members-only site sees the summary and signs in.
  const membersOnly = !bookingAllowed(account, org);
  if (membersOnly && user) return <CheckoutNotAllowed title={t("title")} signedIn failed={tc("failed")} />;
  let quote: PackageQuote;
  try {
    quote = await quotePackage(choice, { org, memberPricing: user?.memberPricing ?? false });
  } catch (error) {
    return message(error instanceof AppError ? t("invalid") : t("unreachable"));
  }
  if (quote.status === "SOLD_OUT") return message(quote.part === "flight" ? t("gone") : t("roomGone"));
  const { flight, stay, price } = quote;
  const ages = typeof raw.ages === "string" && /^\d{1,2}(,\d{1,2})*$/.test(raw.ages) ? raw.ages.split(",").map(Number) : undefined;
  const money = await moneyFormatter(locale, currency);
  const show = (minor: number) => money.display(minor, price.currency);
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  const wallet = user
    ? await checkoutWalletData({
        userId: user.id,
        org,
        product: PRODUCTS.packages.code,
        totalMinor: price.totalMinor,
        currency: price.currency,
        rates: await rateSnapshot(),
        displayCurrency: currency,
      })
    : null;
  const p = stay.property;
  // The terms engine's sentences (lib/terms), as the trip page will say them once booked.
  const words = await termsWords(locale);
  const now = new Date();
  const stayPolicy = termsText(catalogueStatement(p, choice.checkIn, now, org.timeZone), words);
  const flightPolicy = termsText(offerStatement(flight, now, org.timeZone), words);
  const line = (label: string, amount: string, testId: string, className = "") => (
    <div className={`flex justify-between gap-3 ${className}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{amount}</dd>
    </div>
  );
  return (
    <CheckoutLayout
      title={t("title")}
      wallet={wallet}
      summaryTitle={t("yourPackage")}
      membersOnly={membersOnly}
      summary={
        <>
          <div>
            <p className="font-semibold">
              <Link href={stayDetailsHref({ ...choice, ...(ages ? { childAges: ages } : {}) }, p.id, packageCheckoutHref(raw))} data-testid="package-hotel">
                {p.name}
              </Link>
            </p>
            <p className="text-sm text-slate-600">
              {[
                catalogueName(await getTranslations("Rooms"), stay.room.name),
                tc("rooms", { count: choice.rooms }),
                tc("nights", { count: stay.nights.length }),
              ].join(partSeparator(locale))}
            </p>
            <p className="text-sm text-slate-600">{t("dates", { checkIn: day(choice.checkIn), checkOut: day(choice.checkOut) })}</p>
            <Link href={packageCheckoutHref(raw, { swap: "stay" })} className="text-sm font-semibold text-brand underline" data-testid="package-change-stay">
              {t("changeStay")}
            </Link>
          </div>
          <div>
            <PackageFlightSummary details={flight.details} />
            <Link
              href={packageCheckoutHref(raw, { swap: "flight" })}
              className="text-sm font-semibold text-brand underline"
              data-testid="package-change-flight"
            >
              {t("changeFlight")}
            </Link>
          </div>
          <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm" data-testid="price-breakdown">
            {line(t("flightPart"), show(price.flightMinor), "package-flight-price")}
            {line(t("stayPart"), show(price.stay.totalMinor), "package-stay-price")}
            {line(t("discount", { percent: PACKAGE_DISCOUNT_BPS / 100 }), `− ${show(price.discountMinor)}`, "package-discount", "text-emerald-700")}
            {line(t("total"), show(price.totalMinor), "checkout-total", "border-t border-slate-200 pt-2 text-base font-bold")}
          </dl>
          <p className="text-sm text-slate-600">
            {t("separately")} <s data-testid="package-separate">{show(price.separateTotalMinor)}</s>
            {partSeparator(locale)}
            <span className="font-semibold text-emerald-700" data-testid="package-saving">
              {t("saving", { amount: show(price.savingMinor) })}
            </span>
          </p>
          {price.memberPricing ? <p className="text-xs text-slate-600">{t("publicPrice", { amount: show(price.publicTotalMinor) })}</p> : null}
          <ul className="space-y-1 text-sm text-slate-600" data-testid="checkout-policy">
            <li>{t("policyStay", { policy: stayPolicy })}</li>
            <li>{t("policyFlight", { policy: flightPolicy })}</li>
          </ul>
          <WalletSlot hasWallet={!!wallet} signedIn={!!user} />
        </>
      }
      form={
        <SupplierCheckoutForm
          product="packages"
          offerId={flight.id}
          target={{ url: "/api/packages/book", fields: choice }}
          expected={{ totalMinor: price.totalMinor, currency: price.currency }}
          view={money.view([price.currency])}
          prefill={account?.contact ?? null}
        >
          <PackagePassengerFields
            adults={choice.adults}
            childCount={choice.children}
            passportRequired={flight.details.documentsRequired}
            saved={account?.travellers ?? []}
          />
        </SupplierCheckoutForm>
      }
    />
  );
}
