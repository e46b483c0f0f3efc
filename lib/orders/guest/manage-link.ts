import { siteUrl } from "@/lib/http/link-origin";
import { trustedOrigin } from "@/lib/org/host";
import type { OrgConfig } from "@/lib/org/org-config";

export function manageBookingPath(token: string): string {
  return `/manage-booking/booking?token=${encodeURIComponent(token)}`;
}

/** Where a guest manages a booking, on the organisation's configured origin (never the request's Host). */
export function manageBookingUrl(org: Pick<OrgConfig, "hosts" | "isDefault">, token: string): string {
  return `${trustedOrigin(org, null, siteUrl())}${manageBookingPath(token)}`;
}
