import { db } from "@/lib/db";
import { publishChange } from "@/lib/events/publish";
import { AppError } from "@/lib/errors";
import { travelerView, type TravelerView } from "./get-profile";
import type { TravelerInput } from "./schemas";

/** A member keeps up to this many saved travellers. */
export const MAX_TRAVELERS = 20;

function data(input: TravelerInput) {
  return {
    title: input.title,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth ? new Date(`${input.dateOfBirth}T00:00:00Z`) : null,
    ageRange: input.ageRange ?? null,
    nationalityId: input.nationalityId ?? null,
    email: input.email || null,
    phone: input.phone || null,
    passportNumber: input.passportNumber?.toUpperCase() || null,
  };
}

async function checkNationality(id: number | null | undefined) {
  if (id && !(await db.nationality.findUnique({ where: { id }, select: { id: true } }))) {
    throw new AppError("VALIDATION_FAILED", "Unknown nationality", { fields: [{ path: "nationalityId", message: "Unknown nationality" }] });
  }
}

export async function listTravelers(userId: number): Promise<TravelerView[]> {
  return (await db.traveler.findMany({ where: { userId }, orderBy: { id: "asc" } })).map(travelerView);
}

export async function createTraveler(userId: number, input: TravelerInput): Promise<TravelerView> {
  await checkNationality(input.nationalityId);
  if ((await db.traveler.count({ where: { userId } })) >= MAX_TRAVELERS) throw new AppError("CONFLICT", `You can keep at most ${MAX_TRAVELERS} travellers.`);
  const created = await db.traveler.create({ data: { userId, ...data(input) } });
  publishChange({ topic: "member", userId });
  return travelerView(created);
}

/** Updates only the member's own traveller: another member's id is simply not found (404, nothing revealed). */
export async function updateTraveler(userId: number, id: number, input: TravelerInput): Promise<TravelerView> {
  await checkNationality(input.nationalityId);
  const done = await db.traveler.updateMany({ where: { id, userId }, data: data(input) });
  if (done.count !== 1) throw new AppError("NOT_FOUND", "Traveller not found.");
  publishChange({ topic: "member", userId });
  return travelerView(await db.traveler.findUniqueOrThrow({ where: { id } }));
}

export async function deleteTraveler(userId: number, id: number): Promise<void> {
  const done = await db.traveler.deleteMany({ where: { id, userId } });
  if (done.count !== 1) throw new AppError("NOT_FOUND", "Traveller not found.");
  publishChange({ topic: "member", userId });
}
