import { getTranslations } from "@/lib/locale/translations";
import { getRequestContext } from "@/lib/http/page-context";
import { PageBody, PageHeader } from "./page-header";

const SECTIONS = {
  privacy: ["privacyIntro", "privacyCollect", "privacyUse", "privacyRights"],
  terms: ["termsIntro", "termsBooking", "termsCancel", "termsWallet"],
} as const;

export async function LegalPage({ kind }: { kind: keyof typeof SECTIONS }) {
  const { org } = await getRequestContext();
  const t = await getTranslations("Legal");
  const tp = await getTranslations("Pages");
  return (
    <>
      <PageHeader title={tp(kind === "privacy" ? "privacyPolicy" : "termsOfUse")} />
      <PageBody>
        <div className="max-w-3xl space-y-4 text-slate-700">
          {SECTIONS[kind].map((key) => (
            <p key={key}>{t(key, { org: org.name })}</p>
          ))}
        </div>
      </PageBody>
    </>
  );
}
