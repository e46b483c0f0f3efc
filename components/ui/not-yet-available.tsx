import { getTranslations } from "@/lib/locale/translations";

/** A route of SPEC §2 whose feature belongs to a later issue: it answers 200 and says so plainly. */
export async function NotYetAvailable({ page }: { page: string }) {
  const t = await getTranslations("Gate");
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 p-8 text-center" data-testid="not-yet-available">
      <h2 className="text-lg font-semibold">{t("inProgressTitle")}</h2>
      <p className="mt-2 text-slate-600">{t("inProgressText", { page })}</p>
    </section>
  );
}
