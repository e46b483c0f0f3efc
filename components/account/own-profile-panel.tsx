"use client";

import type { ReactNode } from "react";
import { OwnDataPanel, type PanelLabels } from "@/components/ui/own-data-panel";
import type { OwnProfile } from "@/lib/account/own-profile";
import type { LocaleChoices } from "./locale-choices";
import { ProfileView } from "./profile-view";

/** My Profile on the page shared by every member: the member's sections from GET /api/profile/account. */
export function OwnProfilePanel({ choices, labels, signedOut }: { choices: LocaleChoices; labels: PanelLabels; signedOut: ReactNode }) {
  return (
    <OwnDataPanel<OwnProfile>
      path="/api/profile/account"
      labels={labels}
      testId="profile-part"
      signedOut={signedOut}
      render={(own) => <ProfileView own={own} choices={choices} />}
    />
  );
}
