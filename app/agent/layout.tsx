import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/** The message groups this area's client components read, sent with its pages only (i18n/client-namespaces.ts). */
export default function AgentLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages keys={["Agent", "Account", "Checkout", "SignUp", "Titles", "PhonePicker", "Nationality", "Rooms", "Occupancy"]}>{children}</ClientMessages>
  );
}
