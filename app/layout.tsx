import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { CSSProperties, ReactNode } from "react";
import { AppProviders } from "@/components/providers/app-providers";
import { SiteHeader } from "@/components/nav/site-header";
import { SiteFooter } from "@/components/nav/site-footer";
import { GoogleTag } from "@/components/nav/google-tag";
import { themeVariables } from "@/lib/org/theme";
import { pageTitleKeys, withOrgName } from "@/lib/nav/page-titles";
import { getRequestContext } from "@/lib/http/page-context";
import { SHELL_MESSAGES, pickMessages } from "@/i18n/client-namespaces";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { hasSsoSessionCookie } from "@/lib/http/sso-session-cookie";
import { SessionWatch } from "@/components/auth/session-watch";
import { ReferralVisit } from "@/components/referral/referral-visit";
import { getOrgCssFor } from "@/lib/org/css";
import { enabledSocialProviders } from "@/lib/auth/social/config";
import { ImpersonationBanner } from "@/components/agent/impersonation-banner";
import "./globals.css";

const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
});

export async function generateMetadata(): Promise<Metadata> {
  const { org, pathname } = await getRequestContext();
  const t = await getTranslations();
  const page = pageTitleKeys(pathname);
  const title = page ? withOrgName(page.map((key) => t(key as never)).join(" · "), org.name) : t("Meta.title", { org: org.name });
  return { title, description: t("Meta.description") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const ctx = await getRequestContext();
  const messages = await getMessages();
  const t = await getTranslations("Header");
  // The organisation's own stylesheet (page code "global"), signed-out or signed-in variant.
  const { signedIn } = await getViewer();
  const cssState = signedIn ? "post" : "pre";
  const orgCss = await getOrgCssFor(ctx.org.id, "global", cssState);
  // Partner SSO members are checked while they browse and sent to the session-out URL when the session ends.
  const watchSsoSession = await hasSsoSessionCookie();
  return (
    <html lang={ctx.locale} dir={ctx.dir} className={inter.variable} style={themeVariables(ctx.org) as CSSProperties}>
      {orgCss ? (
        <head>
          <link rel="stylesheet" href={`/api/general/getCss/global.css?variant=${cssState}&v=${orgCss.hash.slice(0, 12)}`} data-testid="org-css" />
        </head>
      ) : null}
      <body className="flex min-h-screen flex-col font-sans" data-org={ctx.org.slug} data-theme={ctx.org.themeType}>
        {ctx.org.googleTagId ? <GoogleTag tagId={ctx.org.googleTagId} nonce={ctx.nonce} /> : null}
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        <NextIntlClientProvider locale={ctx.locale} messages={pickMessages(messages as Parameters<typeof pickMessages>[0], SHELL_MESSAGES)}>
          <AppProviders
            site={{ accessCodeFlag: ctx.org.accessCodeFlag, socialProviders: enabledSocialProviders(ctx.org), countryCode: ctx.countryCode }}
            currency={ctx.currency}
          >
            <ImpersonationBanner />
            <SiteHeader />
            <ReferralVisit />
            {/* Keyed by sign-in state: signing in renders the page again in place, and its forms start from the member's details as after a reload. */}
            <main id="main" className="flex-1" key={signedIn ? "member" : "guest"}>
              {children}
            </main>
            <SiteFooter />
            {watchSsoSession ? <SessionWatch /> : null}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
