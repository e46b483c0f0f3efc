import { forbidden } from "next/navigation";
import { getTranslations } from "@/lib/locale/translations";
import { Suspense, type ReactNode } from "react";
import { ListSkeleton } from "@/components/ui/states";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { SignInPrompt } from "@/components/ui/sign-in-prompt";
import type { PageKey } from "@/components/ui/section-page";
import { getSessionUser } from "@/lib/http/current-user";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { USER_TYPE } from "@/lib/auth/rules";
import type { SessionUser } from "@/lib/auth/sessions";

type Body = ((agent: SessionUser) => Promise<ReactNode> | ReactNode) | ReactNode;

/**
 * SPEC §6 "Agent pages are under /agent/*": checked here, on the server, for every agent page. A guest is asked to
 * sign in; any signed-in non-agent (a member, or an agent while acting for a client) gets the 403 page. A body given
 * as a function of the agent is rendered with the agent's own data; a body given as an element loads its data in the
 * browser, so the page names nobody and only the class of viewer is asked (it can be served from the page cache).
 */
export async function AgentPage({ titleKey, children }: { titleKey: PageKey; children: Body }) {
  const t = await getTranslations("Pages");
  if (typeof children !== "function") {
    const viewer = await getViewer();
    if (viewer.signedIn && !viewer.agent) forbidden();
    return (
      <>
        <PageHeader title={t(titleKey)} />
        <PageBody>{viewer.signedIn ? children : <SignInPrompt page={t(titleKey)} />}</PageBody>
      </>
    );
  }
  const user = await getSessionUser();
  if (user && user.userType !== USER_TYPE.agent) forbidden();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <PageBody>
        {user ? (
          // The access check is done (a 403 cannot be sent once streaming began); the page's data streams in behind
          // its skeleton.
          <Suspense fallback={<ListSkeleton label={t("loading")} rows={4} testId="page-skeleton" />}>
            <AgentBody agent={user}>{children}</AgentBody>
          </Suspense>
        ) : (
          <SignInPrompt page={t(titleKey)} />
        )}
      </PageBody>
    </>
  );
}

async function AgentBody({ agent, children }: { agent: SessionUser; children: (agent: SessionUser) => Promise<ReactNode> | ReactNode }) {
  return <>{await children(agent)}</>;
}
