import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

/** The message groups the flight checkout's client components read (i18n/client-namespaces.ts). */
export default function FlightCheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages keys={["Checkout", "GuestCheckout", "Wallet", "Account", "SignUp", "Titles", "PhonePicker", "Nationality", "Flights.extras"]}>
      {children}
    </ClientMessages>
  );
}
