import { getTranslations } from "@/lib/locale/translations";
import { SavingsButton } from "@/components/savings/savings-button";
import { PageBody, PageHeader } from "@/components/ui/page-header";

/** The direct route to the savings programme: starts the enrolment flow on arrival. */
export default async function SavingsPage() {
  const t = await getTranslations("Savings");
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("intro")} />
      <PageBody>
        <SavingsButton autoStart />
      </PageBody>
    </>
  );
}
