import { getTranslations } from "@/lib/locale/translations";
import { AgentPage } from "@/components/agent/agent-page";
import { listClients } from "@/lib/agent/clients";
import { listAgentBookings } from "@/lib/agent/history";
import { moneyFormatter } from "@/lib/locale/display-money";
import { getRequestContext } from "@/lib/http/page-context";
import { zId } from "@/lib/zod-int";
import { EmptyState } from "@/components/ui/states";
import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";
import { partSeparator } from "@/lib/locale/part-separator";
import { formatCalendarDays } from "@/lib/locale/format";

/** Bookings the agent made across their clients, each with the agent's own reference. */
export default async function Page({ searchParams }: { searchParams: Promise<{ client?: string }> }) {
  // Not a client id (blank, text, past the database's integers): every client's bookings.
  const clientId = zId.safeParse((await searchParams).client).data;
  return (
    <AgentPage titleKey="agentBookingHistory">
      {async (agent) => {
        const t = await getTranslations("Agent");
        const { org, locale, currency } = await getRequestContext();
        const money = await moneyFormatter(locale, currency);
        // The room in the reader's language where the catalogue's names have it, set apart as the language does.
        const rooms = (await getTranslations("Rooms")) as unknown as NameGroup;
        const [rows, clients] = await Promise.all([listAgentBookings(agent.id, org.id, { clientId }), listClients(agent.id)]);
        // A plain GET form: the filter works without JavaScript and the URL can be shared.
        const filter = (
          <form method="get" className="mb-4 flex flex-wrap items-end gap-2" data-testid="agent-bookings-filter">
            <label className="text-sm font-medium">
              {t("client")}
              <select name="client" defaultValue={clientId ? String(clientId) : ""} className="mt-1 block rounded-lg border border-slate-300 px-3 py-2">
                <option value="">{t("allClients")}</option>
                {clients.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.firstName} {c.lastName}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
              {t("filter")}
            </button>
          </form>
        );
        if (rows.length === 0)
          return (
            <>
              {filter}
              <EmptyState title={t("noBookings")} hint={t("noBookingsHint")} testId="agent-bookings-empty" />
            </>
          );
        return (
          <div className="overflow-x-auto">
            {filter}
            <table className="w-full text-sm" data-testid="agent-bookings">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {[t("agentReference"), t("bookingReference"), t("client"), t("stay"), t("dates"), t("total"), t("status")].map((h) => (
                    <th key={h} scope="col" className="px-2 py-2 text-start font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.reference} className="border-b border-slate-100" data-testid="agent-booking" data-reference={r.reference}>
                    <td className="px-2 py-2 font-mono" data-testid="agent-reference">
                      {r.agentReference ?? "—"}
                    </td>
                    <td className="px-2 py-2 font-mono">{r.reference}</td>
                    <td className="px-2 py-2">{r.client ? `${r.client.firstName} ${r.client.lastName}` : "—"}</td>
                    <td className="px-2 py-2">
                      {r.property}
                      {r.room ? `${partSeparator(locale)}${catalogueName(rooms, r.room)}` : ""}
                    </td>
                    <td className="px-2 py-2" data-testid="agent-booking-dates">
                      {formatCalendarDays(r.checkIn, r.checkOut, locale)}
                    </td>
                    <td className="px-2 py-2">{money.display(r.totalMinor, r.currency)}</td>
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
