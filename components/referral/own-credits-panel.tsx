"use client";

import type { ReactNode } from "react";
import { OwnDataPanel, type PanelLabels } from "@/components/ui/own-data-panel";
import type { OwnCredits } from "@/lib/referral/own-credits";
import { CreditsView } from "./credits-view";

/** The referral credits on the page shared by every member: the member's own from GET /api/referral/credits. */
export function OwnCreditsPanel({ labels, signedOut }: { labels: PanelLabels; signedOut: ReactNode }) {
  return (
    <OwnDataPanel<OwnCredits>
      path="/api/referral/credits"
      labels={labels}
      testId="credits-part"
      signedOut={signedOut}
      render={(credits) => <CreditsView credits={credits} />}
    />
  );
}
