/**
 * The names of the travellers a supplier quote holds, whatever the kind calls its fields: a list (passengers,
 * guests) or one person (a driver), each with `firstName`/`lastName` (or `givenName`/`familyName`, or one `name`).
 */
export function travellerNames(travellers: unknown): string[] {
  const people = Array.isArray(travellers) ? travellers : travellers && typeof travellers === "object" ? [travellers] : [];
  return people.flatMap((p: unknown) => {
    if (!p || typeof p !== "object") return [];
    const r = p as Record<string, unknown>;
    const text = (...keys: string[]) =>
      keys
        .map((k) => r[k])
        .find((v): v is string => typeof v === "string" && v.trim() !== "")
        ?.trim();
    const name = [text("firstName", "givenName"), text("lastName", "familyName")].filter(Boolean).join(" ") || text("name");
    return name ? [name] : [];
  });
}
