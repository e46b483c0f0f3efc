import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/** The checkout's client components read these groups (i18n/client-namespaces.ts), sent with this page only. */
export default function TransferCheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages keys={["Checkout", "GuestCheckout", "Wallet", "Account", "SignUp", "Titles", "PhonePicker", "Nationality"]}>{children}</ClientMessages>
  );
}
