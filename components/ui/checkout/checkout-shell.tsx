import type { ReactNode } from "react";
import { WithWallet, summaryAsideClass } from "@/components/booking/checkout-parts";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { MembersOnlyPrompt } from "@/components/booking/guest/members-only-prompt";
import { CheckoutExtrasScope } from "./checkout-extras";
import type { checkoutWalletData } from "@/lib/wallet/checkout-data";

/**
 * A supplier checkout's page: the summary beside the form, both inside the wallet's state when the member has one.
 * `membersOnly` (a guest where the organisation takes no guest bookings, SPEC §6): sign in or join instead of the form.
 */
export function CheckoutLayout({
  title,
  wallet,
  summaryTitle,
  summary,
  form,
  membersOnly = false,
}: {
  title: string;
  wallet: Awaited<ReturnType<typeof checkoutWalletData>>;
  summaryTitle: string;
  summary: ReactNode;
  form: ReactNode;
  membersOnly?: boolean;
}) {
  return (
    <>
      <PageHeader title={title} />
      <PageBody>
        <WithWallet data={wallet}>
          <CheckoutExtrasScope>
            <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
              <aside className={summaryAsideClass} data-testid="checkout-summary">
                <h2 className="text-lg font-semibold">{summaryTitle}</h2>
                {summary}
              </aside>
              {membersOnly ? <MembersOnlyPrompt /> : form}
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
