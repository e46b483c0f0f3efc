import { DEFAULT_LOCALE, directionOf, matchLocale } from "@/lib/locale/locales";
import { translatorFor, type Translate } from "@/lib/locale/translations";
import type { OrgConfig } from "@/lib/org/org-config";

/**
 * The account e-mails, in the account's language (its saved preference, else the language the visitor used, else the
 * organisation's) from the "AccountMail" messages. Plain text first (every client shows it); a simple HTML part with
 * the same link.
 */
type Mail = { subject: string; text: string; html: string };

/** An account e-mail's words, and which way its language is written (the HTML part says it). */
export type MailWords = { t: Translate; dir: "rtl" | "ltr" };

function html(paragraphs: string[], link: { href: string; label: string }, dir: MailWords["dir"]): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<div dir="${dir}" style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">${paragraphs.map((p) => `<p>${esc(p)}</p>`).join("")}<p><a href="${esc(link.href)}">${esc(link.label)}</a></p></div>`;
}

/** The words of an account e-mail in the first of these languages the site speaks. */
export async function accountMailWords(org: Pick<OrgConfig, "defaultLanguage" | "timeZone">, ...languages: (string | null | undefined)[]): Promise<MailWords> {
  const locale = languages.map((l) => matchLocale(l)).find(Boolean) ?? matchLocale(org.defaultLanguage) ?? DEFAULT_LOCALE;
  return { t: await translatorFor(locale, org.timeZone, "AccountMail"), dir: directionOf(locale) };
}

/** A link e-mail: greeting and body, the link, then what to do if it was not them. */
function linkMail(w: MailWords, m: { subject: string; body: string[]; link: string; button: string; ignore?: string; firstName: string }): Mail {
  const lines = [w.t("hello", { firstName: m.firstName }), ...m.body];
  return {
    subject: m.subject,
    text: `${lines.join("\n\n")}\n\n${m.link}${m.ignore ? `\n\n${m.ignore}` : ""}`,
    html: html(m.ignore ? [...lines, m.ignore] : lines, { href: m.link, label: m.button }, w.dir),
  };
}

export function verificationMail(w: MailWords, orgName: string, firstName: string, link: string): Mail {
  return linkMail(w, {
    firstName,
    subject: w.t("verifySubject", { orgName }),
    body: [w.t("verifyBody", { orgName })],
    link,
    button: w.t("verifyButton"),
    ignore: w.t("verifyIgnore"),
  });
}

export function resetPasswordMail(w: MailWords, orgName: string, firstName: string, link: string): Mail {
  return linkMail(w, {
    firstName,
    subject: w.t("resetSubject", { orgName }),
    body: [w.t("resetBody", { orgName })],
    link,
    button: w.t("resetButton"),
    ignore: w.t("resetIgnore"),
  });
}

export function linkIdentityMail(w: MailWords, orgName: string, firstName: string, provider: string, providerEmail: string, link: string): Mail {
  return linkMail(w, {
    firstName,
    subject: w.t("linkSubject", { provider, orgName }),
    body: [w.t("linkBody", { orgName, provider, providerEmail })],
    link,
    button: w.t("linkButton", { provider }),
    ignore: w.t("linkIgnore"),
  });
}

/** To the owner of an address an agent made an account for: accept or decline the agent acting for them. */
export function agentLinkMail(w: MailWords, m: { orgName: string; firstName: string; agentName: string; link: string; ended: boolean }): Mail {
  const { orgName, agentName } = m;
  return m.ended
    ? linkMail(w, {
        firstName: m.firstName,
        subject: w.t("agentEndedSubject", { orgName }),
        body: [w.t("agentEndedBody", { orgName, agentName }), w.t("agentEndedAgain", { agentName })],
        link: m.link,
        button: w.t("agentEndedButton"),
      })
    : linkMail(w, {
        firstName: m.firstName,
        subject: w.t("agentSubject", { orgName }),
        body: [w.t("agentBody", { orgName, agentName }), w.t("agentValid")],
        link: m.link,
        button: w.t("agentButton"),
      });
}
