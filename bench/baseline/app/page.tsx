import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";

/** Dynamic on every request: it reads the request's cookies and headers, as the site's pages do. */
export default async function BarePage() {
  const [cookieStore, headerList, t] = await Promise.all([cookies(), headers(), getTranslations("Bare")]);
  const name = cookieStore.get("name")?.value ?? "guest";
  return (
    <main>
      <h1>{t("title")}</h1>
      <p>{t("greeting", { name })}</p>
      <p>{t("agent", { agent: headerList.get("user-agent") ?? "-" })}</p>
    </main>
  );
}
