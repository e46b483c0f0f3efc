import { getTranslations } from "@/lib/locale/translations";
import { FormAlert } from "@/components/ui/form-parts";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { confirmEmailChange } from "@/lib/account/change-email";

/** The link sent to a new e-mail address: /user/confirm-email?key=… (single-use, 24 h). */
export default async function Page({ searchParams }: { searchParams: Promise<{ key?: string | string[] }> }) {
  const t = await getTranslations("Account");
  const raw = (await searchParams).key;
  const key = Array.isArray(raw) ? raw[0] : raw;
  const outcome = key ? await confirmEmailChange(key) : "invalid";
  return (
    <>
      <PageHeader title={t("emailTitle")} />
      <PageBody>
        <div className="max-w-xl" data-testid={`email-change-${outcome}`}>
          <FormAlert tone={outcome === "changed" ? "success" : "error"} message={t(`emailOutcome.${outcome}`)} />
        </div>
      </PageBody>
    </>
  );
}
