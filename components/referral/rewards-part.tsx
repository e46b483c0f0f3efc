"use server";

import { getTranslations } from "@/lib/locale/translations";
import { ownPartFor } from "@/components/ui/own-part";
import { RewardsBody } from "./rewards-body";

/** The caller's own campaigns and credits, for the shared your-rewards page (components/ui/own-part.tsx). */
export async function rewardsPart() {
  const tp = await getTranslations("Pages");
  return ownPartFor(tp("yourRewards"), (user) => <RewardsBody user={user} />);
}
