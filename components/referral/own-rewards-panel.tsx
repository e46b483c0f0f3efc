"use client";

import type { ReactNode } from "react";
import { OwnDataPanel, type PanelLabels } from "@/components/ui/own-data-panel";
import type { OwnRewards } from "@/lib/referral/own-credits";
import { RewardsView } from "./rewards-view";

/** Your-rewards' loyalty part on the page shared by every member: the member's own from GET /api/referral/rewards. */
export function OwnRewardsPanel({ labels, signedOut }: { labels: PanelLabels; signedOut: ReactNode }) {
  return (
    <OwnDataPanel<OwnRewards>
      path="/api/referral/rewards"
      labels={labels}
      testId="rewards-part"
      signedOut={signedOut}
      render={(rewards) => <RewardsView rewards={rewards} />}
    />
  );
}
