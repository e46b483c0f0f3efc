"use server";

import { getTranslations } from "@/lib/locale/translations";
import { ownPartFor } from "@/components/ui/own-part";
import { CreditsBody } from "./credits-body";

/** The caller's own referral credits, for the shared credits page (components/ui/own-part.tsx). */
export async function creditsPart() {
  const tp = await getTranslations("Pages");
  return ownPartFor(tp("referralCredits"), (user) => <CreditsBody user={user} />);
}
