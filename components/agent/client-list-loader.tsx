"use client";

import { useTranslations } from "next-intl";
import useSWR from "swr";
import { sendJson } from "@/components/account/form-kit";
import { ErrorState, ListSkeleton } from "@/components/ui/states";
import type { ClientView } from "@/lib/agent/clients";
import { ClientList } from "./client-list";

async function loadClients(path: string): Promise<ClientView[]> {
  const res = await sendJson<ClientView[]>("GET", path);
  if (!res.ok || !res.body?.data) throw new Error(res.body?.message ?? String(res.status));
  return res.body.data;
}

/**
 * The agent's clients, asked of the API in the browser: the page around them is then the same for every agent and is
 * served from the page cache. Its outline shows while they load, as the streamed list's did.
 */
export function ClientListLoader({ loadingLabel }: { loadingLabel: string }) {
  const t = useTranslations("Agent");
  const { data, error } = useSWR("/api/agent/clients", loadClients, { revalidateOnFocus: false });
  if (error) return <ErrorState title={t("failed")} testId="client-list-error" />;
  if (!data) return <ListSkeleton label={loadingLabel} rows={4} testId="page-skeleton" />;
  return <ClientList initial={data} />;
}
