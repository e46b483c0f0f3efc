import type { SessionUser } from "@/lib/auth/sessions";
import { ownRewards } from "@/lib/referral/own-credits";
import { getRequestContext } from "@/lib/http/page-context";
import { RewardsView } from "./rewards-view";

/** Your-rewards' loyalty part rendered in place: for a member (`user`) with their credits, for a guest the campaigns alone. */
export async function RewardsBody({ user }: { user: SessionUser | null }) {
  const { org, locale } = await getRequestContext();
  return <RewardsView rewards={await ownRewards({ userId: user?.id ?? null, org, locale })} />;
}
