import { occupancyWords } from "@/components/search/occupancy-texts";
import { MAX_CHILD_AGE } from "@/lib/booking/occupancy";
import { formCount } from "@/lib/form-count";
import { CHILD_AGES, MAX_SEATED_PASSENGERS } from "@/lib/suppliers/flights/query";
import type { PartyTexts, PartyValues } from "./party-picker";

const CAPITAL = { rooms: "Rooms", adults: "Adults", children: "Children", infants: "Infants" } as const;

/**
 * The party picker's words (./party-picker.tsx) for a search of seats: the kind names its counts, labels, hints and
 * summary; the steppers', child ages' and limits' words are the same for every kind (a flight's passengers, a
 * package's travellers and rooms, a cruise's cabin). A kind with other limits names them (`childAges`, `maxSeated`:
 * a cabin's berths and children to 17).
 */
export async function partyTexts(
  own: Pick<PartyTexts, "keys" | "labels" | "hints" | "summary"> & {
    label?: string;
    maxRooms?: number;
    maxSeated?: number;
    childAges?: PartyTexts["childAges"];
  },
): Promise<PartyTexts> {
  const words = await occupancyWords();
  const each = (prefix: "fewer" | "more") => Object.fromEntries(own.keys.map((k) => [k, words.t(`${prefix}${CAPITAL[k]}`)]));
  const { maxRooms, maxSeated, childAges, ...texts } = own;
  return {
    ...texts,
    label: own.label ?? words.t("travellers"),
    fewer: each("fewer"),
    more: each("more"),
    numbers: words.numbers,
    done: words.done,
    close: words.close,
    childAgeLabels: Array.from({ length: MAX_SEATED_PASSENGERS }, (_, n) => words.t("childAge", { number: n + 1 })),
    ageNames: Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => words.t("ageName", { age })),
    agePlaceholder: words.t("agePlaceholder"),
    ageMissing: words.t("ageMissing"),
    childAges: childAges ?? CHILD_AGES,
    max: { seated: maxSeated ?? MAX_SEATED_PASSENGERS, rooms: maxRooms ?? 1 },
  };
}

/** The party a search link asks for, each count held to the form's limits; ages a child cannot be are dropped. */
export function partyValues(
  values: Record<string, string>,
  defaults: { adults: number; maxRooms?: number; maxSeated?: number; childAges?: PartyTexts["childAges"] },
): PartyValues {
  const seated = defaults.maxSeated ?? MAX_SEATED_PASSENGERS;
  const ages = defaults.childAges ?? CHILD_AGES;
  return {
    rooms: formCount(values.rooms, 1, 1, defaults.maxRooms ?? 1),
    adults: formCount(values.adults, defaults.adults, 1, seated),
    children: formCount(values.children, 0, 0, seated - 1),
    infants: formCount(values.infants, 0, 0, seated),
    childAges: (values.ages ?? "")
      .split(",")
      .filter(Boolean)
      .map(Number)
      .filter((a) => Number.isInteger(a) && a >= ages.min && a <= ages.max),
  };
}
