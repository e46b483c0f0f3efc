import { getTranslations } from "next-intl/server";
import { AgentPage } from "@/components/agent/agent-page";
import { listAgentBookings } from "@/lib/agent/history";
import { formatMoney } from "@/lib/locale/format";
import { getRequestContext } from "@/lib/request-context";

/** Bookings the agent made across their clients, each with the agent's own reference. */
export default function Page() {
  return (
    <AgentPage titleKey="agentBookingHistory">
      {async (agent) => {
        const t = await getTranslations("Agent");
        const { org, locale } = await getRequestContext();
        const rows = await listAgentBookings(agent.id, org.id);
        if (rows.length === 0) return <p className="text-slate-600" data-testid="agent-bookings-empty">{t("noBookings")}</p>;
        return (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="agent-bookings">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {[t("agentReference"), t("bookingReference"), t("client"), t("stay"), t("dates"), t("total"), t("status")].map((h) => <th key={h} scope="col" className="px-2 py-2 text-start font-medium">{h}</th>)}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.reference} className="border-b border-slate-100" data-testid="agent-booking" data-reference={r.reference}>
                    <td className="px-2 py-2 font-mono" data-testid="agent-reference">{r.agentReference ?? "—"}</td>
                    <td className="px-2 py-2 font-mono">{r.reference}</td>
                    <td className="px-2 py-2">{r.client ? `${r.client.firstName} ${r.client.lastName}` : "—"}</td>
                    <td className="px-2 py-2">{r.property}{r.room ? ` · ${r.room}` : ""}</td>
                    <td className="px-2 py-2">{r.checkIn} – {r.checkOut}</td>
                    <td className="px-2 py-2">{formatMoney(r.totalMinor, r.currency, locale)}</td>
                    <td className="px-2 py-2">{t(`bookingStatus.${r.status as "CONFIRMED"}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </AgentPage>
  );
}
