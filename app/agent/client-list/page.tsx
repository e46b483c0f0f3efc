import { AgentPage } from "@/components/agent/agent-page";
import { ClientList } from "@/components/agent/client-list";
import { listClients } from "@/lib/agent/clients";

export default function Page() {
  return <AgentPage titleKey="agentClientList">{async (agent) => <ClientList initial={await listClients(agent.id)} />}</AgentPage>;
}
