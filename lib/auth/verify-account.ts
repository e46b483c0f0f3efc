import { db } from "@/lib/db";
import { consumeToken } from "./tokens";

/** Opens the e-mailed confirmation link: single-use and expiring. */
export async function verifyAccount(key: string): Promise<"verified" | "invalid"> {
  return db.$transaction(async (tx) => {
    const token = await consumeToken(tx, key, "VERIFY_EMAIL");
    if (!token) return "invalid";
    await tx.user.update({ where: { id: token.userId }, data: { emailVerifiedAt: new Date() } });
    await tx.userActivity.create({ data: { userId: token.userId, action: "verify-email" } });
    return "verified";
  });
}
