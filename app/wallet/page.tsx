import { getTranslations } from "next-intl/server";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { WalletPage } from "@/components/wallet/wallet-page";
import { getSessionUser } from "@/lib/auth/current-user";
import { getRequestContext } from "@/lib/request-context";

/** /wallet (SPEC §2 account routes): the member's discount cards, certificates and cash card. */
export default async function Page() {
  const t = await getTranslations("Pages");
  const user = await getSessionUser();
  const { currency } = await getRequestContext();
  return (
    <>
      <PageHeader title={t("wallet")} />
      <PageBody>{user ? <WalletPage currency={currency} /> : <SignInPrompt page={t("wallet")} />}</PageBody>
    </>
  );
}
