import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { getSessionUser } from "@/lib/http/current-user";

/** With ?key= from the reset e-mail: choose a new password. Signed in without a key: change it. */
export default async function ChangePasswordPage({ searchParams }: { searchParams: Promise<{ key?: string | string[] }> }) {
  const tp = await getTranslations("Pages");
  const raw = (await searchParams).key;
  const key = Array.isArray(raw) ? raw[0] : raw;
  const user = key ? null : await getSessionUser();
  return (
    <>
      <PageHeader title={tp("changePassword")} />
      <PageBody>
        {key ? <ChangePasswordForm mode="reset" resetKey={key} /> : user ? <ChangePasswordForm mode="change" /> : <SignInPrompt page={tp("changePassword")} />}
      </PageBody>
    </>
  );
}
