"use client";

import type { ReactNode } from "react";
import { useSignedInMember } from "@/components/auth/use-signed-in-member";
import { OwnPanelStates, type PanelLabels } from "@/components/ui/own-data-panel";
import { referralDisplayName } from "@/lib/referral/link";
import { ReferralList } from "./referral-list";
import { ReferralPrograms } from "./referral-programs";

type Site = { hosts: string[]; orgSlug: string; locale: string; timeZone: string };

/**
 * The referral programmes on the page shared by every member: the campaigns and friends come from their own calls
 * (getCampaignList, getReferralList), and the one thing of the member's the page itself held — the name their link
 * carries — from checkLogin, which the header asks anyway; so the part costs no call of its own.
 */
export function OwnProgramsPanel({ site, labels, signedOut }: { site: Site; labels: PanelLabels; signedOut: ReactNode }) {
  return (
    <OwnPanelStates
      answer={useSignedInMember(true)}
      labels={labels}
      testId="programs-part"
      signedOut={signedOut}
      render={(member) => (
        <>
          <ReferralPrograms
            hosts={site.hosts}
            orgSlug={site.orgSlug}
            referralName={referralDisplayName(member.firstName, member.lastName)}
            locale={site.locale}
            timeZone={site.timeZone}
          />
          <ReferralList locale={site.locale} timeZone={site.timeZone} />
        </>
      )}
    />
  );
}
