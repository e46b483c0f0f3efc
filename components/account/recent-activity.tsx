"use client";

import { useTranslations } from "next-intl";
import type { ActivityLine } from "@/lib/account/own-profile";

const KNOWN = ["login", "logout", "email-changed", "password-change", "password-reset", "impersonation-start", "impersonation-end"] as const;

/** Recent sign-in activity from the user activity records, so a member can spot a sign-in that was not them. */
export function RecentActivity({ rows }: { rows: ActivityLine[] }) {
  const t = useTranslations("Account");
  return (
    <section className="rounded-xl border border-slate-200 p-6" data-testid="recent-activity" aria-labelledby="recent-activity-h">
      <h2 id="recent-activity-h" className="text-lg font-semibold">
        {t("activityTitle")}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("activityNone")}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 text-start font-medium">
                {t("activityWhen")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("activityWhat")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("activityIp")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className="border-b border-slate-100" data-testid="activity-row" data-action={r.action}>
                <td className="py-2">{r.when}</td>
                <td className="py-2">
                  {(KNOWN as readonly string[]).includes(r.action) ? t(`action.${r.action as (typeof KNOWN)[number]}`) : r.action}
                  {r.byAgent ? ` · ${t("byAgent")}` : ""}
                </td>
                <td className="py-2 font-mono text-xs">{r.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
