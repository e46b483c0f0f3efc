import { getTranslations } from "@/lib/locale/translations";
import { profilePart } from "@/components/account/profile-part";
import { ProfileBody } from "@/components/account/profile-body";
import { OwnPart } from "@/components/ui/own-part";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getCurrentSession } from "@/lib/auth/current-user";

/** My Profile (components/account/profile-body.tsx); the same page for every member, their sections their own. */
export default async function Page() {
  const t = await getTranslations("Pages");
  const session = await getCurrentSession();
  return (
    <>
      <PageHeader title={t("profile")} />
      <PageBody>
        <OwnPart page={t("profile")} load={profilePart} testId="profile-part">
          {session ? <ProfileBody session={session} /> : null}
        </OwnPart>
      </PageBody>
    </>
  );
}
