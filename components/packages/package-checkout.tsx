import { getTranslations } from "@/lib/locale/translations";
import { CheckoutNotAllowed, CheckoutShell, checkoutViewer } from "@/components/ui/checkout/checkout-shell";
import { CheckoutMessage } from "@/components/ui/checkout/checkout-message";
import { AppError } from "@/lib/errors";
import { quotePackage, type PackageQuote } from "@/lib/packages/quote-package";
import { packageChoiceOf, packageSwapOf } from "@/lib/packages/schemas";
import { PRODUCTS } from "@/lib/products/codes";
import { getRequestContext } from "@/lib/http/page-context";
import { PackageSummary } from "./package-summary";
import { PackageSwapView } from "./package-swap";
import { PackagePassengerFields } from "./passenger-fields";

/**
 * The checkout of a package, on the checkout shell: the flight re-priced with the airline and the stay read now (a
 * sold-out part says so instead of a form), the summary of both, the passengers — posted to POST /api/packages/book.
 * "Change flight" and "Change stay" list the other choices (`swap=flight|stay`, ./package-swap.tsx).
 */
export async function PackageCheckout({ raw }: { raw: Record<string, string | string[] | undefined> }) {
  const [t, tc] = await Promise.all([getTranslations("Packages.checkout"), getTranslations("Checkout")]);
  const { org } = await getRequestContext();
  const message = (text: string) => <CheckoutMessage title={t("title")} text={text} backHref="/packages" backLabel={t("back")} />;
  const choice = packageChoiceOf(raw);
  const swap = raw.swap === undefined ? null : packageSwapOf(raw);
  if (!choice || (raw.swap !== undefined && !swap)) return message(t("invalid"));
  if (swap) return <PackageSwapView input={swap} raw={raw} />;
  const viewer = await checkoutViewer(org);
  // A member whose account cannot book is told so; a guest on a members-only site sees the summary and signs in.
  if (!viewer.mayBook && viewer.user) return <CheckoutNotAllowed title={t("title")} signedIn failed={tc("failed")} />;
  let quote: PackageQuote;
  try {
    quote = await quotePackage(choice, { org, memberPricing: viewer.user?.memberPricing ?? false });
  } catch (error) {
    return message(error instanceof AppError ? t("invalid") : t("unreachable"));
  }
  if (quote.status === "SOLD_OUT") return message(quote.part === "flight" ? t("gone") : t("roomGone"));
  const { flight, price } = quote;
  return (
    <CheckoutShell
      title={t("title")}
      summaryTitle={t("yourPackage")}
      viewer={viewer}
      product={PRODUCTS.packages.code}
      price={{ totalMinor: price.totalMinor, currency: price.currency }}
      post={{ url: "/api/packages/book", body: choice }}
      summary={<PackageSummary quote={quote} choice={choice} raw={raw} />}
      travellers={(saved) => (
        <PackagePassengerFields adults={choice.adults} childCount={choice.children} passportRequired={flight.details.documentsRequired} saved={saved} />
      )}
    />
  );
}
