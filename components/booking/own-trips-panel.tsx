"use client";

import type { ReactNode } from "react";
import type { OwnTrips } from "@/lib/orders/own-trips";
import { OwnDataPanel, type PanelLabels } from "@/components/ui/own-data-panel";
import { TripsView } from "./trips-view";

/** My Trips or the booking history on the page shared by every member: the member's trips from GET /api/trips. */
export function OwnTripsPanel({ view, labels, signedOut }: { view: OwnTrips["view"]; labels: PanelLabels; signedOut: ReactNode }) {
  return (
    <OwnDataPanel<OwnTrips>
      path={`/api/trips?view=${view}`}
      labels={labels}
      testId="trips-part"
      signedOut={signedOut}
      render={(trips) => <TripsView trips={trips} />}
    />
  );
}
