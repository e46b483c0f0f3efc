import { getTranslations } from "next-intl/server";
import { SignInMethodsSection } from "@/components/profile/sign-in-methods";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { getSessionUser } from "@/lib/auth/current-user";
import { listSignInMethods } from "@/lib/profile/sign-in-methods";
import { getRequestContext } from "@/lib/request-context";

/** My Profile: for now its "Sign-in methods" section (the rest of the profile belongs to a later issue). */
export default async function Page() {
  const t = await getTranslations("Pages");
  const user = await getSessionUser();
  const { org } = await getRequestContext();
  return (
    <>
      <PageHeader title={t("profile")} />
      <PageBody>
        {user ? <SignInMethodsSection methods={await listSignInMethods(user.id)} email={user.email} timeZone={org.timeZone} /> : <SignInPrompt page={t("profile")} />}
      </PageBody>
    </>
  );
}
