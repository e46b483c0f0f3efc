import { getTranslations } from "next-intl/server";
import { TravelProfileSections } from "@/components/account/travel-profile-sections";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import { getSessionUser } from "@/lib/auth/current-user";

/** Travel Profile: preferences (travprofile / travelpreference) and saved travellers. */
export default async function Page() {
  const t = await getTranslations("Pages");
  const user = await getSessionUser();
  return (
    <>
      <PageHeader title={t("travelers")} />
      <PageBody>{user ? <TravelProfileSections userId={user.id} /> : <SignInPrompt page={t("travelers")} />}</PageBody>
    </>
  );
}
