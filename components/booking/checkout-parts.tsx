import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CheckoutWalletProvider } from "@/components/wallet/checkout-wallet-context";
import { CheckoutWalletPanel } from "@/components/wallet/checkout-wallet-panel";
import type { moneyFormatter } from "@/lib/locale/display-money";
import type { checkoutWalletData } from "@/lib/wallet/checkout-data";

/** Pieces every checkout page shares: the wallet's state, the traveller prefill, the price summary, the wallet panel. */

/** The wallet's state wraps the form and the summary when the member has a wallet here. */
export function WithWallet({ data, children }: { data: Awaited<ReturnType<typeof checkoutWalletData>>; children: ReactNode }) {
  return data ? <CheckoutWalletProvider data={data}>{children}</CheckoutWalletProvider> : <>{children}</>;
}

/**
 * The summary column of every checkout (stay, activity, supplier products): on a phone it comes first, so the
 * traveller sees what they pay for and what their wallet covers before the Pay button; beside the form from lg up.
 */
export const summaryAsideClass = "order-first h-fit space-y-4 rounded-xl border border-slate-200 p-5 lg:order-last";

export type Account = {
  title: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string | null;
  nationalityId: number | null;
} | null;

/** The member's own details, which the traveller fields start from. */
export function prefillOf(account: Account) {
  return account
    ? {
        title: account.title ?? 2,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: account.mobileNo ?? "",
        nationality: account.nationalityId ?? 1,
      }
    : null;
}

type Money = Awaited<ReturnType<typeof moneyFormatter>>;
type QuoteTotals = { subtotalMinor: number; taxesMinor: number; feesMinor: number; totalMinor: number; currency: string };

/** Charges, taxes, fees and total of the summary, for a room stay or an activity. */
export async function PriceBreakdown({ chargesLabel, quote: q, money }: { chargesLabel: string; quote: QuoteTotals; money: Money }) {
  const t = await getTranslations("Checkout");
  return (
    <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm" data-testid="price-breakdown">
      <div className="flex justify-between">
        <dt>{chargesLabel}</dt>
        <dd>{money.display(q.subtotalMinor, q.currency)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{t("taxes")}</dt>
        <dd>{money.display(q.taxesMinor, q.currency)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>{t("fees")}</dt>
        <dd>{money.display(q.feesMinor, q.currency)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>{t("total")}</dt>
        <dd data-testid="checkout-total">{money.display(q.totalMinor, q.currency)}</dd>
      </div>
    </dl>
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
