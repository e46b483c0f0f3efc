import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SearchForm } from "@/components/search/search-form";
import { productNavigation } from "@/lib/nav/products";
import { getRequestContext } from "@/lib/request-context";

export default async function HomePage() {
  const { org, locale } = await getRequestContext();
  const t = await getTranslations("Home");
  const tn = await getTranslations("Nav");
  const products = productNavigation(org.eligibleProducts, { orgId: org.id, locale }).filter((p) => !p.external);
  return (
    <>
      <section className="hero-gradient text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-20">
          <h1 className="text-3xl font-bold md:text-5xl" data-testid="hero-title">
            {t("heroTitle")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{t("heroSubtitle", { org: org.name })}</p>
          <div className="mt-8">
            <SearchForm org={org} />
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <h2 className="text-xl font-semibold">{t("browse")}</h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="product-tiles">
          {products.map((p) => (
            <li key={p.id}>
              <Link href={p.href} className="flex h-20 items-center justify-center rounded-xl border border-slate-200 bg-surface px-2 text-center font-medium hover:border-brand">
                {tn(`products.${p.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 md:grid-cols-3">
          <h2 className="sr-only">{t("whyTitle")}</h2>
          {(["Member", "Wallet", "Referral"] as const).map((k) => (
            <div key={k} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-brand-dark">{t(`why${k}`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`why${k}Text`)}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
