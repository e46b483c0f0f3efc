import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/**
 * The trip page (/user/my-trips/{reference}) lives outside app/user so that the account area's loading screen
 * (app/user/loading.tsx) does not stream a 200 before the page finds that a reference is not the viewer's: someone
 * else's trip answers 404. Its client components: the cancel dialog.
 */
export default function TripPageLayout({ children }: { children: ReactNode }) {
  return <ClientMessages keys={["Trips"]}>{children}</ClientMessages>;
}
