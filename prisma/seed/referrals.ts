import type { PrismaClient } from "../../lib/generated/prisma/client";

const DAY = 24 * 3600 * 1000;

/**
 * Demo referral campaigns and promotions, only into an organisation that has none (later runs keep what operators
 * changed). The default organisation runs the loyalty programme and lets credits be spent as wallet cash; the partner
 * has loyalty off, so it shows promotions only.
 */
export async function seedReferrals(db: PrismaClient, org: { id: number; slug: string }, now = new Date()) {
  if (org.slug === "default" && (await db.campaign.count({ where: { orgId: org.id } })) === 0) {
    await db.campaign.createMany({
      data: [
        { orgId: org.id, campaignType: "referral", name: "Refer a friend", landingUrl: "/?signup=1", creditAmountMinor: 2500, currency: "USD" },
        {
          orgId: org.id,
          campaignType: "referral",
          name: "Resort friends bonus",
          landingUrl: "/resorts",
          creditAmountMinor: 4000,
          currency: "USD",
          startDate: now,
          endDate: new Date(now.getTime() + 180 * DAY),
        },
        { orgId: org.id, campaignType: "loyalty", name: "Share our deals", landingUrl: "/promotions", creditAmountMinor: 0, currency: "USD" },
      ],
    });
    await db.organization.update({ where: { id: org.id }, data: { referralCreditsAsCash: true } });
  }
  if ((await db.promotion.count({ where: { orgId: org.id } })) > 0) return;
  const promos =
    org.slug === "partner"
      ? [
          {
            title: "Blue Lagoon weekend",
            description: "Two nights for the price of one at selected lagoon resorts.",
            landingUrl: "/resorts",
            endsAt: new Date(now.getTime() + 60 * DAY),
          },
          { title: "Members' spa credit", description: "A spa credit with every stay of three nights or more.", landingUrl: "/hotel" },
        ]
      : [
          {
            title: "Early booking: 15% off",
            description: "Book 60 days ahead and save 15% on member rates at selected hotels.",
            landingUrl: "/hotel",
            endsAt: new Date(now.getTime() + 90 * DAY),
          },
          { title: "Stay longer, pay less", description: "Your seventh night is free at participating resorts.", landingUrl: "/resorts" },
          {
            title: "Invite friends, earn credit",
            description: "Earn travel credit when a friend you invite completes their first stay.",
            landingUrl: "/referral/programs",
          },
        ];
  await db.promotion.createMany({ data: promos.map((p) => ({ orgId: org.id, ...p })) });
}
