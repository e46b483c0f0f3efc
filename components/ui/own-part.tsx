import { getTranslations } from "@/lib/locale/translations";
import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/sessions";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { PersonalPanel } from "./personal-panel";
import { SignInPrompt } from "./sign-in-prompt";

/**
 * A page's part that is the signed-in visitor's own (their trips, their profile, their credits). Rendered for the
 * visitor alone it is `children`, in place; in the rendering the page cache shares among every visitor of a class
 * (lib/page-cache) it is a panel that `load` — a server function rendering the same children for whoever calls it —
 * fills in once the page is on screen. A visitor who is not signed in is offered the sign-in dialog.
 */
export async function OwnPart({ page, load, testId, children }: { page: string; load: () => Promise<ReactNode>; testId: string; children: ReactNode }) {
  const viewer = await getViewer();
  if (!viewer.signedIn) return <SignInPrompt page={page} />;
  if (viewer.user) return children;
  const [tp, te] = await Promise.all([getTranslations("Pages"), getTranslations("Errors")]);
  return <PersonalPanel load={load} labels={{ loading: tp("loading"), failed: tp("loadFailed"), retry: te("retry") }} testId={testId} />;
}

/** What a part's server function answers: the part for the caller's own session, or the sign-in prompt. */
export async function ownPartFor(page: string, part: (user: SessionUser) => ReactNode): Promise<ReactNode> {
  const { user } = await getViewer();
  return user ? part(user) : <SignInPrompt page={page} />;
}
