import { db } from "@/lib/db";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptPerMember } from "@/lib/account/member-tags";

export type SignInMethods = {
  hasPassword: boolean;
  identities: { provider: string; email: string | null; createdAt: Date }[];
};

async function findSignInMethods(userId: number): Promise<SignInMethods> {
  const [identities, password] = await Promise.all([
    db.identity.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { provider: true, email: true, createdAt: true } }),
    db.passwordCredential.findUnique({ where: { userId }, select: { userId: true } }),
  ]);
  return { hasPassword: !!password, identities };
}

/** Kept per member while changes are heard: Identity and PasswordCredential writes announce whose they were. */
const keptSignInMethods = ttlMemo(
  findSignInMethods,
  keptPerMember(String, (userId: number) => userId),
);

/** How an account can sign in: its password (if it has one) and the social identities linked to it (Identity rows). */
export function listSignInMethods(userId: number): Promise<SignInMethods> {
  return keptSignInMethods(userId);
}
