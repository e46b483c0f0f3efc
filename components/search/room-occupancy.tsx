"use client";

import { useMemo, useState } from "react";
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/locale/locales";
import { CountRow, OccupancyPicker } from "@/components/ui/occupancy-picker";
import { ChildAgeSelect } from "./child-age-select";
import { MAX_CHILD_AGE, MAX_PARTY, MAX_ROOMS, partyOf, spreadOverRooms } from "@/lib/booking/occupancy";

const ALL_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, a) => a);

/** Children one room takes at most (the picker's limit; the party's limit still applies). */
const MAX_CHILDREN_PER_ROOM = 6;

/** The picker's texts, formatted on the server in the page's language and digits (occupancy-texts.ts). */
export type RoomOccupancyTexts = {
  label: string;
  done: string;
  close: string;
  rooms: string;
  adults: string;
  adultsHint: string;
  children: string;
  childrenHint: string;
  /**
   * The lists' patterns as the catalogue writes them (ICU, formatted here in `locale` and its digits): "Room 1" …,
   * "Age of child 1" …, "Under 1" / "1 year old" …, "2 adults", "1 child", "1 room". Sent as patterns rather than
   * every value, since they travel in the page's payload (the home page's weight budget, tests/api/home-weight).
   */
  patterns: Record<"roomName" | "childAge" | "ageName" | "adultCount" | "childCount" | "roomCount", string>;
  locale: string;
  agePlaceholder: string;
  ageMissing: string;
  fewer: Record<"rooms" | "adults" | "children", string>;
  more: Record<"rooms" | "adults" | "children", string>;
  separator: string;
};

type Room = { adults: number; ages: (number | null)[] };

const upTo = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);

/** The picker's lists, from the patterns, in the page's language and digits. */
function useLists(texts: RoomOccupancyTexts) {
  return useMemo(() => {
    const say = createTranslator({ locale: texts.locale as Locale, timeZone: "UTC", messages: { Occupancy: texts.patterns }, namespace: "Occupancy" });
    return {
      roomNames: upTo(MAX_ROOMS - 1).map((n) => say("roomName", { number: n + 1 })),
      childAgeLabels: upTo(MAX_PARTY - 1).map((n) => say("childAge", { number: n + 1 })),
      ageNames: upTo(MAX_CHILD_AGE).map((age) => say("ageName", { age })),
      adultCounts: upTo(MAX_PARTY).map((count) => say("adultCount", { count })),
      childCounts: upTo(MAX_PARTY).map((count) => say("childCount", { count })),
      roomCounts: upTo(MAX_ROOMS).map((count) => say("roomCount", { count })),
      // The steppers' values in the page's digits (Arabic-Indic in Arabic), as the server formats numbers.
      numbers: upTo(MAX_PARTY).map((n) => new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 0 }).format(n)),
    };
  }, [texts]);
}

const clamp = (n: number, min: number, max: number) => (Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : min);

/**
 * Rooms, and in each its adults and children with every child's age (a select that must be chosen before the search
 * goes): the stays' party picker. The form sends SPEC §2's `guests` (everyone) and `rooms`, and `children` and `ages`
 * when there are children (lib/booking/search-input.ts reads them).
 */
export function RoomOccupancy({
  texts,
  guests,
  rooms: roomCount,
  childAges,
  error,
  testId = "occupancy",
  className,
}: {
  texts: RoomOccupancyTexts;
  guests: number;
  rooms: number;
  childAges: readonly number[];
  error?: string;
  testId?: string;
  /** The picker's place in its form's grid. */
  className?: string;
}) {
  // The counts may come from an address anyone can write: held within the picker's limits before any list is built.
  const [rooms, setRooms] = useState<Room[]>(() =>
    spreadOverRooms(partyOf(clamp(guests, 1, MAX_PARTY), childAges.slice(0, MAX_PARTY)), clamp(roomCount, 1, MAX_ROOMS)).map((r) => ({
      adults: Math.max(1, r.adults),
      ages: r.childAges,
    })),
  );
  const [missingShown, setMissingShown] = useState(false);
  const adults = rooms.reduce((n, r) => n + r.adults, 0);
  const ages = rooms.flatMap((r) => r.ages);
  const total = adults + ages.length;
  const full = total >= MAX_PARTY;
  const missing = ages.some((a) => a === null);
  const set = (i: number, room: Room) => setRooms(rooms.map((r, n) => (n === i ? room : r)));
  const lists = useLists(texts);
  const summary = [lists.adultCounts[adults], ages.length ? lists.childCounts[ages.length] : null, lists.roomCounts[rooms.length]]
    .filter(Boolean)
    .join(texts.separator);
  const number = (n: number) => lists.numbers[n] ?? String(n);

  return (
    <>
      <input type="hidden" name="guests" value={total} data-testid="guests-input" />
      <input type="hidden" name="rooms" value={rooms.length} data-testid="rooms-input" />
      {ages.length ? <input type="hidden" name="children" value={ages.length} /> : null}
      {ages.length ? <input type="hidden" name="ages" value={ages.map((a) => a ?? "").join(",")} data-testid="ages-input" /> : null}
      <OccupancyPicker
        label={texts.label}
        summary={summary}
        done={texts.done}
        close={texts.close}
        testId={testId}
        className={className}
        error={missing && missingShown ? texts.ageMissing : error}
        incomplete={() => {
          setMissingShown(missing);
          return missing;
        }}
      >
        <CountRow
          label={texts.rooms}
          value={rooms.length}
          valueText={number(rooms.length)}
          min={1}
          max={full ? rooms.length : MAX_ROOMS}
          onChange={(n) => setRooms(n > rooms.length ? [...rooms, { adults: 1, ages: [] }] : rooms.slice(0, n))}
          decrease={texts.fewer.rooms}
          increase={texts.more.rooms}
          testId={`${testId}-rooms`}
        />
        {rooms.map((room, i) => (
          <fieldset key={i} className="mt-2 border-t border-slate-200 pt-2" data-testid={`${testId}-room`}>
            {rooms.length > 1 ? <legend className="pt-2 text-sm font-semibold text-slate-700">{lists.roomNames[i]}</legend> : null}
            <CountRow
              label={texts.adults}
              hint={texts.adultsHint}
              value={room.adults}
              valueText={number(room.adults)}
              min={1}
              max={full ? room.adults : MAX_PARTY}
              onChange={(n) => set(i, { ...room, adults: n })}
              decrease={texts.fewer.adults}
              increase={texts.more.adults}
              testId={`${testId}-adults-${i}`}
            />
            <CountRow
              label={texts.children}
              hint={texts.childrenHint}
              value={room.ages.length}
              valueText={number(room.ages.length)}
              min={0}
              max={full ? room.ages.length : MAX_CHILDREN_PER_ROOM}
              onChange={(n) => set(i, { ...room, ages: n > room.ages.length ? [...room.ages, null] : room.ages.slice(0, n) })}
              decrease={texts.fewer.children}
              increase={texts.more.children}
              testId={`${testId}-children-${i}`}
            />
            {room.ages.map((age, c) => (
              <ChildAgeSelect
                key={c}
                label={lists.childAgeLabels[c]!}
                value={age}
                ages={ALL_AGES}
                names={lists.ageNames}
                placeholder={texts.agePlaceholder}
                invalid={age === null && missingShown}
                onChange={(value) => set(i, { ...room, ages: room.ages.map((a, n) => (n === c ? value : a)) })}
                testId={`${testId}-age-${i}-${c}`}
              />
            ))}
          </fieldset>
        ))}
        {missing && missingShown ? <p className="mt-2 text-sm text-red-700">{texts.ageMissing}</p> : null}
      </OccupancyPicker>
    </>
  );
}
