"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { formatDate, formatMoney } from "@/lib/locale/format";
import { buildReferralLink } from "@/lib/referral/link";
import { LinkShare } from "./link-share";
import { useLoyalty } from "./use-loyalty";

type Props = { hosts: string[]; orgSlug: string; referralName: string; locale: string; timeZone: string };

/**
 * The member's campaigns and the link builder (SPEC §2): landing URL = the one typed, else the campaign's landing
 * URL, else this page; the link names the campaign as an extra parameter; an optional redirect on this site.
 */
export function ReferralPrograms({ hosts, orgSlug, referralName, locale, timeZone }: Props) {
  const t = useTranslations("Referral");
  const { data, isLoading } = useLoyalty();
  const [selected, setSelected] = useState<number | null>(null);
  const [landing, setLanding] = useState("");
  const [redirect, setRedirect] = useState("");

  const campaigns = data?.promotionLoyalty ?? [];
  const campaign = campaigns.find((c) => c.campaign_id === selected) ?? campaigns[0] ?? null;
  const code = campaign?.refferal_code ?? null;

  const link = useMemo(() => {
    if (!campaign || !code || typeof window === "undefined") return null;
    return buildReferralLink({
      landingUrl: landing,
      campaignLandingUrl: campaign.landing_url,
      currentUrl: window.location.href.split("?")[0]!,
      referralCode: code,
      referralName,
      referralOrg: orgSlug,
      extras: [["campaign", String(campaign.campaign_id)]],
      redirect,
      allowedHosts: hosts,
    });
  }, [campaign, code, landing, redirect, referralName, orgSlug, hosts]);

  if (isLoading) return <p className="text-slate-600">{t("loading")}</p>;
  if (!data?.isEnabledLoyalty)
    return (
      <p data-testid="loyalty-disabled" className="text-slate-700">
        {t("disabled")}
      </p>
    );
  if (!campaigns.length)
    return (
      <p data-testid="no-campaigns" className="text-slate-700">
        {t("noCampaigns")}
      </p>
    );

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
      <section aria-labelledby="campaigns-title">
        <h2 id="campaigns-title" className="mb-3 text-lg font-semibold">
          {t("campaigns")}
        </h2>
        <ul className="space-y-3">
          {campaigns.map((c) => (
            <li key={c.campaign_id}>
              <label
                data-testid="campaign"
                className={`block cursor-pointer rounded-xl border p-4 ${c.campaign_id === campaign?.campaign_id ? "border-brand ring-2 ring-brand/30" : "border-slate-200"}`}
              >
                <input
                  type="radio"
                  name="campaign"
                  className="sr-only"
                  checked={c.campaign_id === campaign?.campaign_id}
                  onChange={() => setSelected(c.campaign_id)}
                />
                <span className="block font-semibold">{c.campaign_name}</span>
                {c.credit_amount_minor > 0 ? (
                  <span className="block text-sm text-slate-700" data-testid="campaign-reward">
                    {t("reward", { amount: formatMoney(c.credit_amount_minor, c.currency, locale) })}
                  </span>
                ) : null}
                {c.end_date ? <span className="block text-xs text-slate-500">{t("endsOn", { date: formatDate(c.end_date, locale, timeZone) })}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        {data.endDate ? <p className="mt-3 text-xs text-slate-500">{t("programmeEnds", { date: formatDate(data.endDate, locale, timeZone) })}</p> : null}
      </section>

      <section aria-labelledby="builder-title" className="rounded-xl border border-slate-200 p-5">
        <h2 id="builder-title" className="text-lg font-semibold">
          {t("yourLink")}
        </h2>
        <p className="mb-4 text-sm text-slate-600">{t("yourCode", { code: code ?? "" })}</p>
        <label className="mb-3 block text-sm">
          <span className="mb-1 block font-medium">{t("landingLabel")}</span>
          <input
            data-testid="referral-landing"
            value={landing}
            onChange={(e) => setLanding(e.target.value)}
            placeholder={campaign?.landing_url ?? t("landingPlaceholder")}
            className="w-full rounded-lg border border-slate-300 px-3 py-2"
            maxLength={2000}
          />
        </label>
        <label className="mb-4 block text-sm">
          <span className="mb-1 block font-medium">{t("redirectLabel")}</span>
          <input
            data-testid="referral-redirect"
            value={redirect}
            onChange={(e) => setRedirect(e.target.value)}
            placeholder="/hotel"
            className="w-full rounded-lg border border-slate-300 px-3 py-2"
            maxLength={2000}
          />
        </label>
        {link && !link.ok ? (
          <p role="alert" data-testid="referral-link-error" className="text-sm text-red-700">
            {t(`errors.${link.reason}`)}
          </p>
        ) : link?.ok ? (
          <LinkShare url={link.url} title={campaign?.campaign_name ?? ""} />
        ) : null}
      </section>
    </div>
  );
}
