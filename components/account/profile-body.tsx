import { ownProfile } from "@/lib/account/own-profile";
import type { ActiveSession } from "@/lib/auth/sessions";
import { getRequestContext } from "@/lib/http/page-context";
import { localeChoices } from "./locale-choices";
import { ProfileView } from "./profile-view";

/** My Profile's sections rendered for the signed-in member (components/account/profile-view.tsx). */
export async function ProfileBody({ session }: { session: ActiveSession }) {
  const { org, locale } = await getRequestContext();
  const [own, choices] = await Promise.all([ownProfile({ session, org, locale }), localeChoices()]);
  return <ProfileView own={own} choices={choices} />;
}
