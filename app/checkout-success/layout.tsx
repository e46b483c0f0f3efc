import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/** The confirmation's client components: the cancel dialog (i18n/client-namespaces.ts). */
export default function ConfirmationLayout({ children }: { children: ReactNode }) {
  return <ClientMessages keys={["Trips"]}>{children}</ClientMessages>;
}
