import { db } from "@/lib/db";
import { publishChange } from "@/lib/events/publish";
import type { TravelProfileInput } from "./schemas";

/** Saves travprofile / travelpreference (one row per member). */
export async function saveTravelProfile(userId: number, input: TravelProfileInput): Promise<void> {
  const data = {
    dateOfBirth: input.dateOfBirth ? new Date(`${input.dateOfBirth}T00:00:00Z`) : null,
    gender: input.gender ?? null,
    ageRange: input.ageRange ?? null,
    seatPreference: input.seatPreference ?? null,
    mealPreference: input.mealPreference ?? null,
    bedPreference: input.bedPreference ?? null,
    smoking: input.smoking ?? null,
    loyaltyNumbers: input.loyaltyNumbers,
  };
  // Clearing every field of a profile that was never saved leaves nothing to store (no empty row).
  const empty = Object.values(data).every((v) => v === null || (Array.isArray(v) && v.length === 0));
  if (empty) await db.travelProfile.updateMany({ where: { userId }, data });
  else await db.travelProfile.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  publishChange({ topic: "member", userId });
}
