import { db } from "@/lib/db";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { REFERRAL_DEVICE_ACTION } from "./fraud-checks";

type Sighting = { userId: number; deviceId: string; ip: string };

async function recordDevice({ userId, deviceId, ip }: Sighting): Promise<void> {
  const seen = await db.userActivity.findFirst({
    where: { userId, action: REFERRAL_DEVICE_ACTION, meta: { path: ["device"], equals: deviceId } },
    select: { id: true },
  });
  if (!seen) await db.userActivity.create({ data: { userId, action: REFERRAL_DEVICE_ACTION, ip, meta: { device: deviceId } } });
}

/**
 * A member's referral pages ask for their links on every view: once this process has recorded a device for a member it
 * does not look again for a while. A record is never removed, so what is remembered cannot go stale; another process
 * looks once itself.
 */
const recorded = ttlMemo(recordDevice, { ttlMs: 30 * 60_000, maxKeys: 20_000, keyOf: ({ userId, deviceId }) => `${userId}|${deviceId}` });

/**
 * Remembers that a member used the referral pages from this device (once per device): a later sign-up through their
 * own link from the same device is a self-referral.
 */
export function rememberReferrerDevice(userId: number, deviceId: string, ip: string): Promise<void> {
  return recorded({ userId, deviceId, ip });
}
