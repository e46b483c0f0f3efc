import { getTranslations } from "@/lib/locale/translations";
import { localeChoices } from "@/components/account/locale-choices";
import { OwnProfilePanel } from "@/components/account/own-profile-panel";
import { ProfileBody } from "@/components/account/profile-body";
import { OwnPart } from "@/components/ui/own-part";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getCurrentSession } from "@/lib/http/current-user";

/** My Profile (components/account/profile-view.tsx); the same page for every member, their sections their own. */
export default async function Page() {
  const t = await getTranslations("Pages");
  const session = await getCurrentSession();
  return (
    <>
      <PageHeader title={t("profile")} />
      <PageBody>
        <OwnPart
          page={t("profile")}

          panel={async (labels, signedOut) => <OwnProfilePanel choices={await localeChoices()} labels={labels} signedOut={signedOut} />}
        >
          {session ? <ProfileBody session={session} /> : null}
        </OwnPart>
      </PageBody>
    </>
  );
}
