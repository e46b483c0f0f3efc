import { getTranslations } from "@/lib/locale/translations";
import { getCurrentSession } from "@/lib/http/current-user";
import { impersonatorName } from "@/lib/agent/impersonate";
import { EndImpersonationButton } from "./end-impersonation-button";

/** On every page while an agent acts for a client: who is acting for whom, and the button that ends it. */
export async function ImpersonationBanner() {
  const session = await getCurrentSession();
  if (!session?.impersonatorId) return null;
  const t = await getTranslations("Agent");
  const agent = await impersonatorName(session.impersonatorId);
  return (
    <div role="status" className="bg-amber-400 text-slate-900" data-testid="impersonation-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm font-semibold">
        <span>{t("actingBanner", { agent, client: `${session.user.firstName} ${session.user.lastName}` })}</span>
        <EndImpersonationButton />
      </div>
    </div>
  );
}
