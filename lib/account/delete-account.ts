import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { checkAccountPassword } from "@/lib/auth/password-check";
import { publishChange } from "@/lib/events/publish";
import { anonymiseTravellers } from "./anonymise-travellers";

/**
 * Deletes a member's account: the person's data goes (names, e-mail, phone, password, linked identities, travel
 * profile, travellers, sessions) but the bookings stay — for the organisation's accounts — with the traveller's
 * name and contact details on them, and every item's and quote's passengers, drivers and guests, anonymised. All in one transaction. The password check is throttled like sign-in.
 */
export async function deleteAccount(userId: number, input: { password?: string }, ip: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { orgId: true, email: true, password: { select: { hash: true } } } });
  if (user.password && !(await checkAccountPassword({ orgId: user.orgId, email: user.email, ip, hash: user.password.hash, password: input.password ?? "" }))) {
    throw new AppError("VALIDATION_FAILED", "The password is not correct.", { fields: [{ path: "password", message: "The password is not correct." }] });
  }
  const anonymous = { traveler: { title: null, firstName: "Deleted", lastName: "Member", email: "", phone: "" } };
  await db.$transaction(async (tx) => {
    const reservations = await tx.order.findMany({
      where: { userId },
      select: { id: true, traveler: true, items: { select: { id: true, travellers: true } } },
    });
    for (const r of reservations) {
      const state = (r.traveler ?? {}) as Record<string, unknown>;
      await tx.order.update({ where: { id: r.id }, data: { traveler: { ...state, ...anonymous }, guestEmail: null } });
      for (const item of r.items) {
        await tx.orderItem.update({ where: { id: item.id }, data: { travellers: (anonymiseTravellers(item.travellers) ?? []) as Prisma.InputJsonValue } });
      }
    }
    // A name correction's event holds the names before and after it.
    await tx.orderEvent.updateMany({ where: { reservation: { userId }, kind: "NAME_CORRECTED" }, data: { data: {} } });
    const quotes = await tx.quote.findMany({ where: { clientId: userId }, select: { id: true, travellers: true, contact: true } });
    for (const q of quotes.filter((quote) => quote.travellers !== null || quote.contact !== null)) {
      const travellers = anonymiseTravellers(q.travellers);
      await tx.quote.update({
        where: { id: q.id },
        data: { travellers: travellers === null ? Prisma.DbNull : (travellers as Prisma.InputJsonValue), contact: Prisma.DbNull },
      });
    }
    await tx.passwordCredential.deleteMany({ where: { userId } });
    await tx.identity.deleteMany({ where: { userId } });
    await tx.travelProfile.deleteMany({ where: { userId } });
    await tx.traveler.deleteMany({ where: { userId } });
    await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.verificationToken.updateMany({ where: { userId, usedAt: null }, data: { expiresAt: new Date() } });
    await tx.user.update({
      where: { id: userId },
      data: {
        email: `deleted-${userId}@deleted.invalid`,
        firstName: "Deleted",
        lastName: "Member",
        title: null,
        mobileNo: null,
        phoneCountryCode: null,
        referralCode: null,
        deletedAt: new Date(),
        emailVerifiedAt: null,
        signupIp: null,
        trueClientIp: null,
      },
    });
    await tx.userActivity.create({ data: { userId, action: "account-deleted", ip } });
  });
  // This process's memos of the account's sessions go now; every other process's on the database's notice.
  publishChange({ topic: "session", userId });
}
