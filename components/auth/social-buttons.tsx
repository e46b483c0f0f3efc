"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Spinner } from "@/components/ui/form-parts";
import { useAuthDialog } from "./auth-dialog-context";
import { startSocialRedirect, type SocialProviderName, type SocialStartContext } from "./social-redirect";

const PROVIDERS: readonly SocialProviderName[] = ["google", "facebook"];

/**
 * SPEC §2: "Social sign-in buttons appear only when the provider is enabled by configuration" — the layout passes
 * the providers the server found enabled AND configured for this organisation; with none, nothing renders.
 * `prepare` may stop the redirect (e.g. a missing access code) and gives the context to carry through it.
 * The "or" stands between two ways of going on: before the buttons when a form comes first (sign-in), after them when
 * the other way follows (sign-up's "Sign up with email") — never alone at the top.
 */
export function SocialButtons({
  mode,
  prepare,
  or = "before",
}: {
  mode: "signin" | "signup";
  prepare?: () => Promise<SocialStartContext | null>;
  or?: "before" | "after";
}) {
  const t = useTranslations("Social");
  const { site } = useAuthDialog();
  const [busy, setBusy] = useState<SocialProviderName | null>(null);
  const enabled = PROVIDERS.filter((p) => site.socialProviders.includes(p));
  if (enabled.length === 0) return null;

  async function go(provider: SocialProviderName) {
    setBusy(provider);
    const context = prepare ? await prepare() : {};
    // On success the page is leaving for the provider: the button stays busy.
    if (!context || !(await startSocialRedirect(provider, mode, context))) setBusy(null);
  }

  return (
    <div className={`${or === "before" ? "mt-6" : ""} space-y-2`} data-testid="social-buttons">
      {or === "before" ? <OrDivider text={t("or")} /> : null}
      {enabled.map((p) => (
        <button
          key={p}
          type="button"
          disabled={busy !== null}
          onClick={() => void go(p)}
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 font-medium hover:border-brand disabled:opacity-60"
          data-testid={`social-${p}`}
        >
          {busy === p ? <Spinner /> : null}
          {t(`${mode}-${p}`)}
        </button>
      ))}
      {or === "after" ? <OrDivider text={t("or")} /> : null}
    </div>
  );
}

/** "—— or ——": the word as written, between two rules. */
function OrDivider({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-3 py-1 text-sm text-slate-500" data-testid="social-or">
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
      {text}
      <span aria-hidden className="h-px flex-1 bg-slate-200" />
    </p>
  );
}
