"use server";

import { getTranslations } from "@/lib/locale/translations";
import { ownPartFor } from "@/components/ui/own-part";
import { getCurrentSession } from "@/lib/auth/current-user";
import { ProfileBody } from "./profile-body";

/** The caller's own profile sections, for the shared My Profile page (components/ui/own-part.tsx). */
export async function profilePart() {
  const [tp, session] = await Promise.all([getTranslations("Pages"), getCurrentSession()]);
  return ownPartFor(tp("profile"), () => (session ? <ProfileBody session={session} /> : null));
}
