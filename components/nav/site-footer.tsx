import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getRequestContext } from "@/lib/request-context";

export async function SiteFooter() {
  const { org, currency } = await getRequestContext();
  const t = await getTranslations("Footer");
  return (
    <footer className="border-t border-slate-200 bg-brand-dark text-white/90">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm md:flex-row md:items-center md:justify-between">
        <p>{t("rights", { year: new Date().getFullYear(), org: org.name })}</p>
        <p>{t("poweredBy", { currency })}</p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link href="/privacy-policy" className="underline-offset-2 hover:underline">
            {t("privacy")}
          </Link>
          <Link href="/terms-of-use" className="underline-offset-2 hover:underline">
            {t("terms")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
