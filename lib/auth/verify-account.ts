import { db } from "@/lib/db";
import { consumeToken, expireOpenTokens } from "./tokens";

/** Opens the e-mailed confirmation link: single-use and expiring; the account's other confirmation links end with it. */
export async function verifyAccount(key: string): Promise<"verified" | "invalid"> {
  return db.$transaction(async (tx) => {
    const token = await consumeToken(tx, key, "VERIFY_EMAIL");
    if (!token) return "invalid";
    await expireOpenTokens(tx, token.userId, "VERIFY_EMAIL");
    await tx.user.update({ where: { id: token.userId }, data: { emailVerifiedAt: new Date() } });
    await tx.userActivity.create({ data: { userId: token.userId, action: "verify-email" } });
    return "verified";
  });
}
