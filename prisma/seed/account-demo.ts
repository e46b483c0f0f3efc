import type { PrismaClient } from "../../lib/generated/prisma/client";

/**
 * Demo data of the account and agent areas (issue 10), per organisation: the demo member's travel profile and one
 * saved traveller, and two clients of the demo agent (no password: they book from quote links, or the agent acts
 * for them). Idempotent.
 */
export async function seedAccountDemo(db: PrismaClient, orgId: number): Promise<void> {
  const member = await db.user.findUnique({ where: { orgId_email: { orgId, email: "member@demo.test" } }, select: { id: true } });
  const agent = await db.user.findUnique({ where: { orgId_email: { orgId, email: "agent@demo.test" } }, select: { id: true } });
  if (member) {
    await db.travelProfile.upsert({
      where: { userId: member.id },
      update: {},
      create: {
        userId: member.id,
        ageRange: "31 to 40",
        seatPreference: "aisle",
        mealPreference: "vegetarian",
        bedPreference: "king",
        smoking: false,
        loyaltyNumbers: [{ program: "SkyMiles", number: "DL 1234567" }],
      },
    });
    if ((await db.traveler.count({ where: { userId: member.id } })) === 0) {
      await db.traveler.create({
        data: { userId: member.id, title: 2, firstName: "Milo", lastName: "Member", ageRange: "26 to 30", nationalityId: 1, email: "milo@demo.test" },
      });
    }
  }
  if (agent) {
    for (const c of [
      { email: "client.chloe@demo.test", title: 1, firstName: "Chloe", lastName: "Client" },
      { email: "client.carlos@demo.test", title: 2, firstName: "Carlos", lastName: "Cliente" },
    ]) {
      const exists = await db.user.findUnique({ where: { orgId_email: { orgId, email: c.email } }, select: { id: true } });
      if (!exists)
        await db.user.create({
          data: { ...c, orgId, userType: 2, role: "Member", agentId: agent.id, nationalityId: 1, countryId: 235, emailVerifiedAt: new Date() },
        });
    }
  }
}
