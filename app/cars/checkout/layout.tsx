import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/** The message groups the checkout's client components read (the shared supplier checkout, wallet and sign-in). */
export default function CarCheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages keys={["Checkout", "GuestCheckout", "Wallet", "Account", "SignUp", "Titles", "PhonePicker", "Nationality", "Cars.extras"]}>
      {children}
    </ClientMessages>
  );
}
