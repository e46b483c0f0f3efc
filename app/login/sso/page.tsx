import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { FormAlert } from "@/components/ui/form-parts";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { isSsoErrorCode, type SsoErrorCode } from "@/lib/auth/sso/errors";

type Search = { key?: string | string[]; error?: string | string[] };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Message key of each refusal (messages: SsoLogin). */
const MESSAGE: Record<
  SsoErrorCode,
  "missing" | "notEnabled" | "invalidSignature" | "wrongOrganisation" | "expired" | "replayed" | "invalidToken" | "accountClosed" | "unavailable"
> = {
  missing: "missing",
  "not-enabled": "notEnabled",
  "invalid-signature": "invalidSignature",
  "wrong-organisation": "wrongOrganisation",
  expired: "expired",
  replayed: "replayed",
  "invalid-token": "invalidToken",
  "account-closed": "accountClosed",
  unavailable: "unavailable",
};

/**
 * /login/sso: partner sign-in links (?key=<JWT>) are answered by /api/auth/sso through a rewrite (next.config.ts);
 * this page explains a refusal (?error=<code>) in the visitor's language, with a way back.
 */
export default async function SsoLoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams;
  const key = first(params.key);
  // Only reached if the rewrite did not apply; the route handler is the one place that verifies tokens.
  if (key) redirect(`/api/auth/sso?key=${encodeURIComponent(key)}`);
  const raw = first(params.error);
  const code: SsoErrorCode = raw === undefined ? "missing" : isSsoErrorCode(raw) ? raw : "invalid-token";
  const t = await getTranslations("SsoLogin");
  const tp = await getTranslations("Pages");
  return (
    <>
      <PageHeader title={tp("ssoLogin")} />
      <PageBody>
        <div className="max-w-xl space-y-4" data-testid={`sso-error-${code}`}>
          <FormAlert tone="error" message={t(MESSAGE[code])} />
          <Link href="/" className="inline-block font-semibold text-brand underline" data-testid="sso-home-link">
            {t("backHome")}
          </Link>
        </div>
      </PageBody>
    </>
  );
}
