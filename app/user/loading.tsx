import { getTranslations } from "@/lib/locale/translations";
import { PageSkeleton } from "@/components/ui/states";

/** While the page's data loads: its outline, not a spinner. */
export default async function Loading() {
  const t = await getTranslations("Pages");
  return <PageSkeleton label={t("loading")} />;
}
