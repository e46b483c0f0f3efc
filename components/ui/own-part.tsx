import { getTranslations } from "@/lib/locale/translations";
import type { ReactNode } from "react";
import { getViewer } from "@/lib/page-cache/page-viewer";
import type { PanelLabels } from "./own-data-panel";
import { SignInPrompt } from "./sign-in-prompt";

/**
 * A page's part that is the signed-in visitor's own (their trips, their profile, their credits). Rendered for the
 * visitor alone it is `children`, in place. In the rendering the page cache shares among every visitor of a class
 * (lib/page-cache) it is `panel`: a client component that asks the API for the visitor's data once the page is on
 * screen and draws it with the same components (components/ui/own-data-panel.tsx), given the texts of its loading and
 * failed states and what to show if the session has ended. A visitor who is not signed in is offered the sign-in dialog.
 */
export async function OwnPart({
  page,
  panel,
  children,
}: {
  page: string;
  panel: (labels: PanelLabels, signedOut: ReactNode) => ReactNode | Promise<ReactNode>;
  children: ReactNode;
}) {
  const viewer = await getViewer();
  if (!viewer.signedIn) return <SignInPrompt page={page} />;
  if (viewer.user) return children;
  const [tp, te] = await Promise.all([getTranslations("Pages"), getTranslations("Errors")]);
  return panel({ loading: tp("loading"), failed: tp("loadFailed"), retry: te("retry") }, <SignInPrompt page={page} />);
}
