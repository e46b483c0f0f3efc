import { getTranslations } from "@/lib/locale/translations";
import type { ReactNode } from "react";
import { CheckoutWalletProvider } from "@/components/wallet/checkout-wallet-context";
import { CheckoutWalletPanel } from "@/components/wallet/checkout-wallet-panel";
import type { moneyFormatter } from "@/lib/locale/display-money";
import type { CheckoutWalletData } from "@/lib/wallet/checkout-data";
import { checkoutDetails } from "@/lib/booking/checkout-details";
import type { OrgConfig } from "@/lib/org/org-config";
import type { Viewer } from "@/lib/page-cache/page-viewer";
import { CheckoutForm, type CheckoutBooking } from "./checkout-form";
import { MembersOnlyPrompt } from "./guest/members-only-prompt";
import { OwnCheckout, OwnWalletSlot } from "./own-checkout";
import type { CheckoutPrice } from "./payment-section";
import { ExtrasAwareTotal } from "@/components/ui/checkout/extras-total";
import { PriceLines } from "@/components/ui/price-lines";

/** Pieces every checkout page shares: the wallet's state, the form beside the summary, the price summary, the wallet panel. */

/** The wallet's state wraps the form and the summary when the member has a wallet here. */
export function WithWallet({ data, children }: { data: CheckoutWalletData | null; children: ReactNode }) {
  return data ? <CheckoutWalletProvider data={data}>{children}</CheckoutWalletProvider> : <>{children}</>;
}

/**
 * The summary column of every checkout (stay, activity, supplier products): on a phone it comes first, so the
 * traveller sees what they pay for and what their wallet covers before the Pay button; beside the form from lg up.
 */
export const summaryAsideClass = "order-first h-fit space-y-4 rounded-xl border border-slate-200 p-5 lg:order-last";

type Money = Awaited<ReturnType<typeof moneyFormatter>>;
type QuoteTotals = { subtotalMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number; currency: string };

/** Charges, taxes, fees and total of the summary, for a room stay or an activity. */
export async function PriceBreakdown({
  chargesLabel,
  quote: q,
  money,
  extrasLabel,
}: {
  chargesLabel: string;
  quote: QuoteTotals;
  money: Money;
  /** A checkout whose form offers extras (a flight's seats and bags): the total follows what is chosen there. */
  extrasLabel?: string;
}) {
  const t = await getTranslations("Checkout");
  return (
    <PriceLines
      lines={[
        { label: chargesLabel, amount: money.display(q.subtotalMinor, q.currency) },
        { label: t("taxes"), amount: money.display(q.taxesMinor, q.currency) },
        { label: t("fees"), amount: money.display(q.feesMinor, q.currency) },
        ...(extrasLabel ? [] : [{ label: t("total"), amount: money.display(q.totalMinor, q.currency), testId: "checkout-total", tone: "total" as const }]),
      ]}
    >
      {extrasLabel ? (
        <ExtrasAwareTotal
          shown={money.display(q.totalMinor, q.currency)}
          totalMinor={q.totalMinor}
          currency={q.currency}
          view={money.view([q.currency])}
          label={extrasLabel}
          totalLabel={t("total")}
        />
      ) : null}
    </PriceLines>
  );
}

/** The wallet panel, or why there is none: nothing applies, or the visitor is not signed in. */
export async function WalletSlot({ hasWallet, signedIn }: { hasWallet: boolean; signedIn: boolean }) {
  const t = await getTranslations("Checkout");
  return (
    <section className="text-sm" data-testid="wallet-slot" aria-label={t("walletTitle")}>
      {hasWallet ? (
        <CheckoutWalletPanel />
      ) : (
        <div className="rounded-lg border border-dashed border-slate-300 p-3 text-slate-600">
          <h3 className="font-semibold text-slate-800">{t("walletTitle")}</h3>
          <p data-testid="wallet-none">{signedIn ? t("walletEmpty") : t("walletSignIn")}</p>
        </div>
      )}
    </section>
  );
}

type SavingQuote = { savingMinor: number; memberPricing: boolean; memberTotalMinor: number; totalMinor: number; currency: string };

/**
 * Under the total: what membership saves (or would — a guest gets `memberOffer`, the way to that price, instead). The
 * card's own currency is said beside Pay (payment-section.tsx).
 */
export async function PriceNotes({ quote: q, money, memberOffer }: { quote: SavingQuote; money: Money; memberOffer?: ReactNode }) {
  const t = await getTranslations("Checkout");
  return (
    <>
      {memberOffer && q.savingMinor > 0 && !q.memberPricing ? (
        memberOffer
      ) : q.savingMinor > 0 ? (
        <p className="text-sm text-emerald-700" data-testid="checkout-saving">
          {q.memberPricing
            ? t("youSave", { amount: money.display(q.savingMinor, q.currency) })
            : `${t("memberPrice")}: ${money.display(q.memberTotalMinor, q.currency)}`}
        </p>
      ) : null}
    </>
  );
}

/**
 * The form and the summary of a stay or activity checkout. Rendered for one member, the form starts from their own
 * details and the wallet's state wraps both columns. In the rendering the page cache shares among a class of members
 * (lib/page-cache) nothing of theirs is known: OwnCheckout asks for it once on screen, and the summary's wallet slot
 * waits for it. Both take the member's part from checkoutDetails. `summary` takes the wallet slot to place in the
 * summary column.
 */
export async function CheckoutColumns({
  viewer,
  org,
  ask,
  booking,
  price,
  membersOnly,
  summary,
}: {
  viewer: Viewer;
  org: OrgConfig;
  ask: { product: string; totalMinor: number; currency: string };
  booking: CheckoutBooking;
  price: CheckoutPrice;
  membersOnly: boolean;
  summary: (walletSlot: ReactNode) => ReactNode;
}) {
  const t = await getTranslations("Checkout");
  if (viewer.signedIn && !viewer.user) {
    const [tp, te] = await Promise.all([getTranslations("Pages"), getTranslations("Errors")]);
    const labels = {
      loading: tp("loading"),
      failed: tp("loadFailed"),
      retry: te("retry"),
      cannotBook: t("failed"),
      walletTitle: t("walletTitle"),
      walletEmpty: t("walletEmpty"),
    };
    const slot = (
      <section className="text-sm" data-testid="wallet-slot" aria-label={t("walletTitle")}>
        <OwnWalletSlot title={labels.walletTitle} empty={labels.walletEmpty} />
      </section>
    );
    return <OwnCheckout ask={ask} booking={booking} price={price} summary={summary(slot)} labels={labels} />;
  }
  const userId = viewer.user?.id;
  const own = userId ? await checkoutDetails({ userId, org, ...ask, displayCurrency: price.view.displayCurrency }) : null;
  const { wallet, travelers, prefill } = own?.canBook ? own : { wallet: null, travelers: [], prefill: null };
  return (
    <WithWallet data={wallet}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        {membersOnly ? <MembersOnlyPrompt /> : <CheckoutForm booking={booking} price={price} travelers={travelers} prefill={prefill} />}
        {summary(<WalletSlot hasWallet={!!wallet} signedIn={!!userId} />)}
      </div>
    </WithWallet>
  );
}
