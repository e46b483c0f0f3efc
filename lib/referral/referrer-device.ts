import { db } from "@/lib/db";
import { REFERRAL_DEVICE_ACTION } from "./fraud-checks";

/**
 * Remembers that a member used the referral pages from this device (once per device): a later sign-up through their
 * own link from the same device is a self-referral.
 */
export async function rememberReferrerDevice(userId: number, deviceId: string, ip: string): Promise<void> {
  const seen = await db.userActivity.findFirst({
    where: { userId, action: REFERRAL_DEVICE_ACTION, meta: { path: ["device"], equals: deviceId } },
    select: { id: true },
  });
  if (!seen) await db.userActivity.create({ data: { userId, action: REFERRAL_DEVICE_ACTION, ip, meta: { device: deviceId } } });
}
