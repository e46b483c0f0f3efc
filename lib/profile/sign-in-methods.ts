import { db } from "@/lib/db";

export type SignInMethods = {
  hasPassword: boolean;
  identities: { provider: string; email: string | null; createdAt: Date }[];
};

/** How an account can sign in: its password (if it has one) and the social identities linked to it (Identity rows). */
export async function listSignInMethods(userId: number): Promise<SignInMethods> {
  const [identities, password] = await Promise.all([
    db.identity.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { provider: true, email: true, createdAt: true } }),
    db.passwordCredential.findUnique({ where: { userId }, select: { userId: true } }),
  ]);
  return { hasPassword: !!password, identities };
}
