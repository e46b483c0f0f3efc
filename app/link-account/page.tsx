import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { FormAlert } from "@/components/ui/form-parts";
import { SignInButton } from "@/components/auth/sign-in-button";
import { PROVIDER_LABEL } from "@/lib/auth/social/config";
import { completeIdentityLink } from "@/lib/auth/social/link-identity";
import { getRequestContext } from "@/lib/http/page-context";

/** The link in the "Connect Google/Facebook" e-mail: /link-account?key=… (single-use, one hour, this organisation). */
export default async function LinkAccountPage({ searchParams }: { searchParams: Promise<{ key?: string | string[] }> }) {
  const t = await getTranslations("LinkAccount");
  const tp = await getTranslations("Pages");
  const { org } = await getRequestContext();
  const raw = (await searchParams).key;
  const key = Array.isArray(raw) ? raw[0] : raw;
  const result = key ? await completeIdentityLink(key, org.id) : ({ outcome: "missing" } as const);
  const message = result.outcome === "linked" ? t("linked", { provider: PROVIDER_LABEL[result.provider] }) : t(result.outcome);
  return (
    <>
      <PageHeader title={tp("linkAccount")} />
      <PageBody>
        <div className="max-w-xl space-y-4" data-testid={`link-${result.outcome}`}>
          <FormAlert tone={result.outcome === "linked" ? "success" : "error"} message={message} />
          {result.outcome !== "missing" ? <SignInButton label={t("signIn")} /> : null}
        </div>
      </PageBody>
    </>
  );
}
