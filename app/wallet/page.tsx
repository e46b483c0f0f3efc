import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { WalletPage } from "@/components/wallet/wallet-page";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { getRequestContext } from "@/lib/http/page-context";

/**
 * /wallet (SPEC §2 account routes): the member's discount cards, certificates and cash card. The cards load in the
 * browser (WalletPage asks the wallet API), so the page itself names nobody and is served from the page cache by class
 * of viewer (lib/page-cache): only whether someone is signed in shapes it.
 */
export default async function Page() {
  const t = await getTranslations("Pages");
  const { signedIn } = await getViewer();
  const { currency } = await getRequestContext();
  return (
    <>
      <PageHeader title={t("wallet")} />
      <PageBody>{signedIn ? <WalletPage currency={currency} /> : <SignInPrompt page={t("wallet")} />}</PageBody>
    </>
  );
}
