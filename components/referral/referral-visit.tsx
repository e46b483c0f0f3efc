"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { postJson } from "@/components/client/post-json";

type ClickAnswer = { data?: { counted: boolean; referrer: { name: string } | null; redirect: string | null } };

/**
 * On any page opened from a referral link (?referral_code=…), tells the server about the visit once: it records the
 * click and remembers it in HttpOnly cookies, so the sign-up that follows — by e-mail, Google/Facebook or partner
 * SSO — is attributed. Then continues to the link's redirect target (the server accepts only this org's own hosts)
 * and greets the visitor with the referrer's name as the server knows it (the link's referral_name is not trusted).
 */
export function ReferralVisit() {
  const t = useTranslations("Referral");
  const [referrer, setReferrer] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get("referral_code");
    if (!code) return;
    const key = `referralClick:${code}`;
    void postJson<ClickAnswer>("/api/referral/click", {
      referral_code: code,
      referral_org: params.get("referral_org"),
      campaign: params.get("campaign") || null,
      landing_url: window.location.href.slice(0, 2000),
      redirect: params.get("redirect"),
    }).then((res) => {
      const data = res.body?.data;
      if (!data) return;
      if (data.referrer) setReferrer(data.referrer.name);
      // Follow the redirect once per tab, so coming back to the landing page does not bounce again.
      if (data.redirect && !sessionStorage.getItem(key)) {
        sessionStorage.setItem(key, "1");
        window.location.replace(data.redirect);
      }
    });
  }, []);

  if (!referrer) return null;
  return (
    <div role="status" data-testid="referral-banner" className="flex items-center justify-center gap-3 bg-brand/10 px-4 py-2 text-sm text-slate-800">
      <span>{t("invitedBy", { name: referrer })}</span>
      <button type="button" onClick={() => setReferrer(null)} className="rounded px-2 text-slate-600 hover:bg-white/60" aria-label={t("dismiss")}>
        ×
      </button>
    </div>
  );
}
