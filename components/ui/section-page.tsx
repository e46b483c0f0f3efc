import { getTranslations } from "@/lib/locale/translations";
import { getSessionUser } from "@/lib/http/current-user";
import type { Messages } from "@/i18n/messages";
import { PageBody, PageHeader } from "./page-header";
import { SignInPrompt } from "./sign-in-prompt";
import { NotYetAvailable } from "./not-yet-available";

export type PageKey = keyof Messages["Pages"];

/**
 * A SPEC §2 route whose feature is built by a later issue. Access rules already apply: signed-in pages ask a visitor
 * to sign in; agent pages are refused to members on the server.
 */
export async function SectionPage({ titleKey, access = "public" }: { titleKey: PageKey; access?: "public" | "member" | "agent" }) {
  const t = await getTranslations("Pages");
  const tg = await getTranslations("Gate");
  const title = t(titleKey);
  const user = access === "public" ? null : await getSessionUser();
  let body;
  if (access !== "public" && !user) body = <SignInPrompt page={title} />;
  else if (access === "agent" && user?.userType !== 1)
    body = (
      <p role="alert" className="text-center text-slate-700">
        {tg("agentOnly")}
      </p>
    );
  else body = <NotYetAvailable page={title} />;
  return (
    <>
      <PageHeader title={title} />
      <PageBody>{body}</PageBody>
    </>
  );
}
