import { getTranslations } from "@/lib/locale/translations";
import { AgentPage } from "@/components/agent/agent-page";
import { ClientListLoader } from "@/components/agent/client-list-loader";

/** /agent/client-list: the list loads in the browser, so the page is one rendering for every agent. */
export default async function Page() {
  const t = await getTranslations("Pages");
  return (
    <AgentPage titleKey="agentClientList">
      <ClientListLoader loadingLabel={t("loading")} />
    </AgentPage>
  );
}
