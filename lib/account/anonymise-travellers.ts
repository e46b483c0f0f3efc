/**
 * What stays of a deleted member's travellers on the bookings the organisation keeps: each person becomes "Deleted
 * Member" and keeps only what the price depended on (passenger type, age range, role); names, birth dates,
 * passports, nationalities and contact details go. Works on any item kind's traveller shape.
 */
const KEPT = new Set(["type", "kind", "passengerType", "ageRange", "ageGroup", "role", "lead"]);
const NAMES: Record<string, string> = { firstName: "Deleted", givenName: "Deleted", lastName: "Member", familyName: "Member" };

function anonymisePerson(value: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key in NAMES) kept[key] = NAMES[key];
    else if (KEPT.has(key) && (typeof field === "string" || typeof field === "number" || typeof field === "boolean")) kept[key] = field;
    else if (field && typeof field === "object") kept[key] = anonymiseTravellers(field);
  }
  return kept;
}

export function anonymiseTravellers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anonymiseTravellers);
  if (value && typeof value === "object") return anonymisePerson(value as Record<string, unknown>);
  return null;
}
