import { getTranslations } from "@/lib/locale/translations";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { formatDate } from "@/lib/locale/format";
import { listActivePromotions } from "@/lib/referral/promotions";
import { getRequestContext } from "@/lib/http/page-context";

/** SPEC §2 /promotions: the organisation's running promotions; where a sign-in flagged is_promotion lands. */
export default async function PromotionsPage() {
  const tp = await getTranslations("Pages");
  const t = await getTranslations("Promotions");
  const ctx = await getRequestContext();
  const promotions = await listActivePromotions(ctx.org.id);
  return (
    <>
      <PageHeader title={tp("promotions")} subtitle={t("intro", { org: ctx.org.name })} />
      <PageBody>
        {promotions.length === 0 ? (
          <p data-testid="promotions-empty" className="text-slate-700">
            {t("none")}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {promotions.map((p) => (
              <li key={p.id} data-testid="promotion" className="flex flex-col overflow-hidden rounded-xl border border-slate-200">
                {p.imageUrl ? (
                  // Operator-supplied images may live on any CDN: a plain img, lazily loaded.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={p.imageUrl} alt="" loading="lazy" className="h-40 w-full object-cover" />
                ) : null}
                <div className="flex flex-1 flex-col p-4">
                  <h2 className="text-lg font-semibold">{p.title}</h2>
                  <p className="mt-1 flex-1 text-slate-700">{p.description}</p>
                  {p.endsAt ? <p className="mt-2 text-xs text-slate-500">{t("endsOn", { date: formatDate(p.endsAt, ctx.locale, ctx.org.timeZone) })}</p> : null}
                  {p.landingUrl ? (
                    <a href={p.landingUrl} className="mt-3 self-start rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90">
                      {t("see")}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
