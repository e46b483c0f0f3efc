import { useTranslations } from "next-intl";
import type { AgentLinkView } from "@/lib/agent/link";

/** Where the agent link stands (lib/agent/link.ts): awaiting the owner's answer, or ended (quotes only). */
export function ClientLinkNote({ link }: { link: AgentLinkView }) {
  const t = useTranslations("Agent");
  if (link === "accepted") return null;
  const ended = link === "ended";
  return (
    <p
      className={`mt-1 inline-block rounded px-2 py-0.5 text-xs font-medium ${ended ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700"}`}
      data-testid={`client-link-${link}`}
    >
      {ended ? t("linkEnded") : t("linkAwaiting")}
    </p>
  );
}
