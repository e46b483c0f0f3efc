import { getProfile } from "@/lib/account/get-profile";
import { TravelProfileView } from "./travel-profile-view";

/** Travel profile and saved travellers rendered for the member (on /user/travelers and the Travel Profile tab of /user-details). */
export async function TravelProfileSections({ userId }: { userId: number }) {
  const { travprofile, travelpreference, travelers } = await getProfile(userId);
  return <TravelProfileView profile={{ travprofile, travelpreference, travelers }} />;
}
