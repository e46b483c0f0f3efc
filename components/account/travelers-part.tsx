"use server";

import { getTranslations } from "@/lib/locale/translations";
import { ownPartFor } from "@/components/ui/own-part";
import { TravelProfileSections } from "./travel-profile-sections";

/** The caller's own travel profile and travellers, for the shared Travel Profile page (components/ui/own-part.tsx). */
export async function travelersPart() {
  const tp = await getTranslations("Pages");
  return ownPartFor(tp("travelers"), (user) => <TravelProfileSections userId={user.id} />);
}
