"use server";

import { getTranslations } from "@/lib/locale/translations";
import { ownPartFor } from "@/components/ui/own-part";
import { ProgramsBody } from "./programs-body";

/** The caller's own referral links and friends, for the shared referral programmes page (components/ui/own-part.tsx). */
export async function programsPart() {
  const tp = await getTranslations("Pages");
  return ownPartFor(tp("referralPrograms"), (user) => <ProgramsBody user={user} />);
}
