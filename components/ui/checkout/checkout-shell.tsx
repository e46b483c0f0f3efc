import type { ReactNode } from "react";
import { WalletSlot, WithWallet, summaryAsideClass } from "@/components/booking/checkout-parts";
import { MembersOnlyPrompt } from "@/components/booking/guest/members-only-prompt";
import { AgentCheckoutChoice } from "@/components/agent/agent-checkout-choice";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { getSessionUser } from "@/lib/http/current-user";
import { getRequestContext } from "@/lib/http/page-context";
import { bookingAllowed } from "@/lib/booking/eligibility";
import { moneyFormatter } from "@/lib/locale/display-money";
import { rateSnapshot } from "@/lib/locale/rates";
import { checkoutAccount, type SavedTraveller } from "@/lib/orders/checkout-account";
import { checkoutWalletData } from "@/lib/wallet/checkout-data";
import type { OrgConfig } from "@/lib/org/org-config";
import { CheckoutExtrasScope } from "./extras";
import { OrderForm } from "./order-form";

export type CheckoutViewer = Awaited<ReturnType<typeof checkoutViewer>>;

/** Who is at the checkout: the session, its saved contact and travellers, and whether the account may book here. */
export async function checkoutViewer(org: OrgConfig) {
  const user = await getSessionUser();
  const account = user ? await checkoutAccount(user.id) : null;
  return { user, account, mayBook: bookingAllowed(account, org) };
}

/**
 * The one checkout of every kind that books through the order module (supplier offers, packages): the kind's summary
 * with the wallet under it, beside the form with the kind's travellers and extras, the contact and payment, all inside
 * the wallet's state and the extras' scope. A guest where the organisation takes no guest bookings (SPEC §6) is asked
 * to sign in or join instead of the form; an agent's `quote` form (for a client) is offered beside booking.
 */
export async function CheckoutShell(props: {
  title: string;
  summaryTitle: string;
  viewer: CheckoutViewer;
  /** The product's code, for the wallet's certificates and cards. */
  product: string;
  /** What the server books at, in the supplier's currency. */
  price: { totalMinor: number; currency: string };
  post: { url: string; body: Record<string, unknown> };
  summary: ReactNode;
  travellers: (saved: SavedTraveller[]) => ReactNode;
  extras?: ReactNode;
  quote?: ReactNode;
}) {
  const { viewer, price } = props;
  const { org, locale, currency } = await getRequestContext();
  const user = viewer.user;
  const wallet = user
    ? await checkoutWalletData({ userId: user.id, org, product: props.product, ...price, rates: await rateSnapshot(), displayCurrency: currency })
    : null;
  const money = await moneyFormatter(locale, currency);
  const book = (
    <OrderForm post={props.post} expected={price} view={money.view([price.currency])} prefill={viewer.account?.contact ?? null}>
      {props.travellers(viewer.account?.travellers ?? [])}
      {props.extras}
    </OrderForm>
  );
  const form = props.quote ? <AgentCheckoutChoice quote={props.quote} book={viewer.mayBook ? book : null} /> : book;
  return (
    <>
      <PageHeader title={props.title} />
      <PageBody>
        <WithWallet data={wallet}>
          <CheckoutExtrasScope>
            <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
              <aside className={summaryAsideClass} data-testid="checkout-summary">
                <h2 className="text-lg font-semibold">{props.summaryTitle}</h2>
                {props.summary}
                <WalletSlot hasWallet={!!wallet} signedIn={!!user} />
              </aside>
              {viewer.mayBook || props.quote ? form : <MembersOnlyPrompt />}
            </div>
          </CheckoutExtrasScope>
        </WithWallet>
      </PageBody>
    </>
  );
}

/** Who may not book here: a guest is asked to sign in; a member whose account cannot book is told so. */
export function CheckoutNotAllowed({ title, signedIn, failed }: { title: string; signedIn: boolean; failed: string }) {
  return (
    <>
      <PageHeader title={title} />
      <PageBody>{signedIn ? <p role="alert">{failed}</p> : <SignInPrompt page={title} />}</PageBody>
    </>
  );
}
