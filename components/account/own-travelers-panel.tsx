"use client";

import type { ReactNode } from "react";
import { OwnDataPanel, type PanelLabels } from "@/components/ui/own-data-panel";
import { TravelProfileView, type TravelSections } from "./travel-profile-view";

/** The travel profile on the page shared by every member: the member's own from their profile answer (GET /api/profile). */
export function OwnTravelersPanel({ labels, signedOut }: { labels: PanelLabels; signedOut: ReactNode }) {
  return (
    <OwnDataPanel<TravelSections>
      path="/api/profile"
      labels={labels}
      testId="travelers-part"
      signedOut={signedOut}
      render={(profile) => <TravelProfileView profile={profile} />}
    />
  );
}
