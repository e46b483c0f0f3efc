import { randomBytes } from "node:crypto";
import { createUser, orgId, testDb } from "./factories";

/** A running campaign of the org with a distinctive amount, so a test can tell its credits from anyone else's. */
export async function createCampaign(
  opts: {
    org?: "default" | "partner";
    name?: string;
    creditAmountMinor?: number;
    campaignType?: string;
    landingUrl?: string | null;
    endDate?: Date | null;
  } = {},
) {
  return testDb().campaign.create({
    data: {
      orgId: await orgId(opts.org ?? "default"),
      campaignType: opts.campaignType ?? "referral",
      name: opts.name ?? `Test campaign ${randomBytes(3).toString("hex")}`,
      landingUrl: opts.landingUrl ?? null,
      creditAmountMinor: opts.creditAmountMinor ?? 1234,
      currency: "USD",
      endDate: opts.endDate ?? null,
    },
  });
}

/** A member with a referral code of their own. */
export async function createReferrer(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ firstName: "Rita", lastName: "Referrer", ...opts });
  const referralCode = `R${randomBytes(5).toString("hex").toUpperCase()}`;
  await testDb().user.update({ where: { id: user.id }, data: { referralCode } });
  return { ...user, referralCode };
}
