import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/** The transfer search form's texts (a client component: suggestions as the visitor types), sent with these pages only. */
export default function TransfersLayout({ children }: { children: ReactNode }) {
  return <ClientMessages keys={["Transfers"]}>{children}</ClientMessages>;
}
