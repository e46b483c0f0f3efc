import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages, type ClientNamespace } from "@/i18n/client-namespaces";
import { MoreMessages } from "./more-messages";

/**
 * Sends the message groups of one area of the site (account, agent, checkout …) to the browser with that area's pages
 * only; the shell's groups come from the root layout (i18n/client-namespaces.ts). A key may name one part of a large
 * group ("Flights.passengers") when the area's client components read only that part.
 */
export async function ClientMessages({ keys, children }: { keys: readonly (ClientNamespace | `${ClientNamespace}.${string}`)[]; children: ReactNode }) {
  const messages = (await getMessages()) as Parameters<typeof pickMessages>[0];
  return <MoreMessages messages={pickMessages(messages, keys)}>{children}</MoreMessages>;
}
