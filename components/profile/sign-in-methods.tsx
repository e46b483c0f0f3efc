import { getFormatter } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { PROVIDER_LABEL, isSocialProvider } from "@/lib/auth/social/config";
import type { SignInMethods } from "@/lib/profile/sign-in-methods";

/** My Account → "Sign-in methods": the password and each linked social identity with its e-mail and date. */
export async function SignInMethodsSection({ methods, email, timeZone }: { methods: SignInMethods; email: string; timeZone: string }) {
  const t = await getTranslations("Profile");
  const format = await getFormatter();
  const rows = [
    ...(methods.hasPassword ? [{ key: "password", label: t("password"), email, date: null as Date | null }] : []),
    ...methods.identities.map((i, n) => ({
      key: `${i.provider}-${n}`,
      label: isSocialProvider(i.provider) ? PROVIDER_LABEL[i.provider] : i.provider,
      email: i.email ?? "—",
      date: i.createdAt as Date | null,
    })),
  ];
  return (
    <section className="max-w-3xl rounded-xl border border-slate-200 p-6" data-testid="sign-in-methods" aria-labelledby="sign-in-methods-title">
      <h2 id="sign-in-methods-title" className="text-lg font-semibold">
        {t("signInMethods")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("intro")}</p>
      <table className="mt-4 w-full text-start text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 text-start font-medium">
              {t("method")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("email")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("added")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-slate-100" data-testid="sign-in-method">
              <td className="py-2 font-medium">{r.label}</td>
              <td className="py-2 break-all">{r.email}</td>
              <td className="py-2">{r.date ? format.dateTime(r.date, { dateStyle: "medium", timeZone }) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {methods.identities.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="no-social-identity">
          {t("noSocial")}
        </p>
      ) : null}
    </section>
  );
}
