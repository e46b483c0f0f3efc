/**
 * Who stays: adults and each child's age, in a number of rooms. The search URL keeps SPEC §2's `guests` (everyone)
 * and `rooms`, and adds `children` and `ages` (docs/search.md); search prices, the details page, the checkout and the
 * booking all fit the party to a room with countedGuests below, so the room a visitor is shown is the room they book.
 */

/** Children younger than this sleep in a cot or with their parents: free, and not counted toward a room's capacity. */
export const FREE_CHILD_UNDER = 2;
export const MAX_CHILD_AGE = 17;
/** Everyone of one search, adults and children (the `guests` limit of SPEC §2's query). */
export const MAX_PARTY = 12;
export const MAX_ROOMS = 8;

export type Party = { adults: number; childAges: readonly number[] };

/**
 * The guests a room must sleep, as the big booking sites count them: every adult, and every child aged 2 to 17;
 * children under 2 stay free in a cot and take no bed. Room rates are per room and night (./pricing.ts), so a child
 * who counts changes which rooms fit, never the price of a room that fits.
 */
export function countedGuests(party: Party): number {
  return party.adults + party.childAges.filter((age) => age >= FREE_CHILD_UNDER).length;
}

/** `guests` as the URL carries it (everyone) with the children's ages: the adults are the rest. */
export function partyOf(guests: number, childAges: readonly number[] = []): Party {
  return { adults: guests - childAges.length, childAges };
}

/** The guests counted toward capacity of everyone (`guests`) with these children's ages. */
export function roomGuests(guests: number, childAges: readonly number[] = []): number {
  return countedGuests(partyOf(guests, childAges));
}

/** Whether `rooms` rooms sleeping `maxGuests` each fit the party (the rooms may share the counted guests out). */
export function roomsFit(maxGuests: number, rooms: number, guests: number, childAges: readonly number[] = []): boolean {
  return maxGuests * rooms >= roomGuests(guests, childAges);
}

/** A party spread over its rooms for the picker: adults one per room first, then in turn; children in turn. */
export function spreadOverRooms(party: Party, rooms: number): { adults: number; childAges: number[] }[] {
  const spread = Array.from({ length: Math.max(1, rooms) }, () => ({ adults: 0, childAges: [] as number[] }));
  for (let i = 0; i < party.adults; i++) spread[i % spread.length]!.adults++;
  party.childAges.forEach((age, i) => spread[i % spread.length]!.childAges.push(age));
  return spread;
}
