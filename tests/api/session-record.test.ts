import { createSession, getActiveSession } from "@/lib/auth/sessions";
import { db, pool } from "@/lib/db";
import { closeTestDb, createUser, testDb } from "../support/factories";

/**
 * The session record behind every signed-in request, read in one statement (issue #17): the session, its user and
 * whether the user pays member prices — only while the session is live and the user exists.
 */
afterAll(async () => {
  await closeTestDb();
  await db.$disconnect();
  await pool.end();
});

const day = 86_400_000;

describe("getActiveSession", () => {
  it("answers the session's user with SPEC §4 member pricing: ACTIVE and ACTIVE-REFRESH count, an ended or other plan does not", async () => {
    for (const [planStatus, memberPricing] of [
      ["ACTIVE", true],
      ["ACTIVE-REFRESH", true],
      ["EXPIRED", false],
      [undefined, false],
    ] as const) {
      const user = await createUser({ planStatus });
      const { id } = await createSession({ userId: user.id });
      const session = await getActiveSession(id);
      expect(session).toMatchObject({
        id,
        isSso: false,
        impersonatorId: null,
        user: { id: user.id, orgId: user.orgId, email: user.email, userType: 2, memberPricing },
      });
    }
    const lapsed = await createUser({ planStatus: "ACTIVE" });
    await testDb().subscription.updateMany({ where: { userId: lapsed.id }, data: { endsAt: new Date(Date.now() - day) } });
    expect((await getActiveSession((await createSession({ userId: lapsed.id })).id))!.user.memberPricing).toBe(false);
  });

  it("answers nothing for a revoked or expired session, a deleted user, an impersonation session or an unknown id", async () => {
    const user = await createUser();
    const revoked = await createSession({ userId: user.id });
    await testDb().session.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    expect(await getActiveSession(revoked.id)).toBeNull();
    const expired = await createSession({ userId: user.id, maxAgeSeconds: 60 });
    await testDb().session.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getActiveSession(expired.id)).toBeNull();
    const agent = await createUser({ userType: 1 });
    const own = await createSession({ userId: agent.id });
    const acting = await createSession({ userId: user.id, impersonatorId: agent.id, impersonatorSessionId: own.id });
    expect(await getActiveSession(acting.id)).toBeNull();
    expect(await getActiveSession("no-such-session")).toBeNull();
    const gone = await createUser();
    const goneSession = await createSession({ userId: gone.id });
    expect(await getActiveSession(goneSession.id)).not.toBeNull();
    await testDb().user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect(await getActiveSession(goneSession.id)).toBeNull();
  });
});
