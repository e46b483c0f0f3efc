import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { FormAlert } from "@/components/ui/form-parts";
import { SignInButton } from "@/components/auth/sign-in-button";
import { verifyAccount } from "@/lib/auth/verify-account";

/** The link in the confirmation e-mail: /verify-account?key=… (single-use, expiring). */
export default async function VerifyAccountPage({ searchParams }: { searchParams: Promise<{ key?: string | string[] }> }) {
  const t = await getTranslations("VerifyAccount");
  const tp = await getTranslations("Pages");
  const raw = (await searchParams).key;
  const key = Array.isArray(raw) ? raw[0] : raw;
  const outcome = key ? await verifyAccount(key) : "missing";
  return (
    <>
      <PageHeader title={tp("verifyAccount")} />
      <PageBody>
        <div className="max-w-xl space-y-4" data-testid={`verify-${outcome}`}>
          <FormAlert tone={outcome === "verified" ? "success" : "error"} message={t(outcome)} />
          {outcome !== "missing" ? <SignInButton label={t("signIn")} /> : null}
        </div>
      </PageBody>
    </>
  );
}
