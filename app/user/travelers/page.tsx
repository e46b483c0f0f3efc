import { getTranslations } from "@/lib/locale/translations";
import { OwnTravelersPanel } from "@/components/account/own-travelers-panel";
import { TravelProfileSections } from "@/components/account/travel-profile-sections";
import { OwnPart } from "@/components/ui/own-part";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { getSessionUser } from "@/lib/http/current-user";

/** Travel Profile: preferences (travprofile / travelpreference) and saved travellers, the member's own. */
export default async function Page() {
  const t = await getTranslations("Pages");
  const user = await getSessionUser();
  return (
    <>
      <PageHeader title={t("travelers")} />
      <PageBody>
        <OwnPart page={t("travelers")} panel={(labels, signedOut) => <OwnTravelersPanel labels={labels} signedOut={signedOut} />}>
          {user ? <TravelProfileSections userId={user.id} /> : null}
        </OwnPart>
      </PageBody>
    </>
  );
}
