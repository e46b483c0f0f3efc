"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { formatDate } from "@/lib/locale/format";
import type { ReferralListPage } from "@/lib/referral/list-referrals";
import { getData } from "./use-loyalty";
import { EmptyState, ListSkeleton } from "@/components/ui/states";

/** The member's referred friends, SPEC §9's five to a page, through getReferralList. */
export function ReferralList({ locale, timeZone }: { locale: string; timeZone: string }) {
  const t = useTranslations("Referral");
  const [page, setPage] = useState(1);
  const { data, isLoading } = useSWR(`/api/referral/getReferralList?page=${page}`, (p: string) => getData<ReferralListPage>(p), { keepPreviousData: true });

  return (
    <section aria-labelledby="friends-title" className="mt-10">
      <h2 id="friends-title" className="mb-3 text-lg font-semibold">
        {t("friends")}
      </h2>
      {isLoading && !data ? <ListSkeleton label={t("loading")} rows={3} testId="referrals-loading" /> : null}
      {data && data.total === 0 ? <EmptyState title={t("noFriends")} hint={t("noFriendsHint")} testId="referrals-empty" /> : null}
      {data && data.total > 0 ? (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="referral-list">
            {data.referrals.map((r) => (
              <li key={r.id} data-testid="referral-row" className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="font-medium">{r.name}</span>
                <span className="text-sm text-slate-600">{t("joined", { date: formatDate(r.joinedAt, locale, timeZone) })}</span>
                <span data-testid="referral-stage" className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                  {t(`stage.${r.stage}`)}
                </span>
              </li>
            ))}
          </ul>
          <nav className="mt-3 flex items-center justify-between text-sm" aria-label={t("pages")}>
            <button
              type="button"
              data-testid="referrals-prev"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
              className="rounded border border-slate-300 px-3 py-1 disabled:opacity-40"
            >
              {t("previous")}
            </button>
            <span data-testid="referrals-page">{t("pageOf", { page: data.page, pages: data.total_pages })}</span>
            <button
              type="button"
              data-testid="referrals-next"
              disabled={page >= data.total_pages}
              onClick={() => setPage((p) => p + 1)}
              className="rounded border border-slate-300 px-3 py-1 disabled:opacity-40"
            >
              {t("next")}
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
