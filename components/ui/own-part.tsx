import { getTranslations } from "@/lib/locale/translations";
import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/sessions";
import { getViewer } from "@/lib/page-cache/page-viewer";
import type { PanelLabels } from "./own-data-panel";
import { PersonalPanel } from "./personal-panel";
import { SignInPrompt } from "./sign-in-prompt";

/**
 * How the shared rendering fills in the part: `panel`, a client component that asks the API for the visitor's data
 * and draws it (components/ui/own-data-panel.tsx), or `load`, a server function rendering the part for whoever calls it.
 */
type Shared = { panel: (labels: PanelLabels, signedOut: ReactNode) => ReactNode } | { load: () => Promise<ReactNode> };

/**
 * A page's part that is the signed-in visitor's own (their trips, their profile, their credits). Rendered for the
 * visitor alone it is `children`, in place; in the rendering the page cache shares among every visitor of a class
 * (lib/page-cache) it is filled in once the page is on screen (`Shared`). A visitor who is not signed in is offered
 * the sign-in dialog.
 */
export async function OwnPart({ page, testId, children, ...shared }: { page: string; testId: string; children: ReactNode } & Shared) {
  const viewer = await getViewer();
  if (!viewer.signedIn) return <SignInPrompt page={page} />;
  if (viewer.user) return children;
  const [tp, te] = await Promise.all([getTranslations("Pages"), getTranslations("Errors")]);
  const labels = { loading: tp("loading"), failed: tp("loadFailed"), retry: te("retry") };
  return "panel" in shared ? shared.panel(labels, <SignInPrompt page={page} />) : <PersonalPanel load={shared.load} labels={labels} testId={testId} />;
}

/** What a part's server function answers: the part for the caller's own session, or the sign-in prompt. */
export async function ownPartFor(page: string, part: (user: SessionUser) => ReactNode): Promise<ReactNode> {
  const { user } = await getViewer();
  return user ? part(user) : <SignInPrompt page={page} />;
}
