"use client";

import { useTranslations } from "next-intl";
import type { MethodLine } from "@/lib/account/own-profile";

/** My Account → "Sign-in methods": the password and each linked social identity with its e-mail and date. */
export function SignInMethodsSection({ methods }: { methods: { lines: MethodLine[]; social: number } }) {
  const t = useTranslations("Profile");
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
          {methods.lines.map((r) => (
            <tr key={r.key} className="border-b border-slate-100" data-testid="sign-in-method">
              <td className="py-2 font-medium">{r.provider ?? t("password")}</td>
              <td className="py-2 break-all">{r.email}</td>
              <td className="py-2">{r.added}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {methods.social === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="no-social-identity">
          {t("noSocial")}
        </p>
      ) : null}
    </section>
  );
}
