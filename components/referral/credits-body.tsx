import type { SessionUser } from "@/lib/auth/sessions";
import { ownCredits } from "@/lib/referral/own-credits";
import { getRequestContext } from "@/lib/http/page-context";
import { CreditsView } from "./credits-view";

/** The member's referral credits, rendered for them in place. */
export async function CreditsBody({ user }: { user: SessionUser }) {
  const { org, locale } = await getRequestContext();
  return <CreditsView credits={await ownCredits({ userId: user.id, org, locale })} />;
}
