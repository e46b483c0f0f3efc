"use client";

import { useState } from "react";
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
  /** "Room 1" … "Room 8". */
  roomNames: string[];
  /** "Age of child 1" …, by the child's place in its room. */
  childAgeLabels: string[];
  agePlaceholder: string;
  /** 0 to 17: "Under 1", "1 year old" … */
  ageNames: string[];
  ageMissing: string;
  fewer: Record<"rooms" | "adults" | "children", string>;
  more: Record<"rooms" | "adults" | "children", string>;
  /** 0 to 12 in the page's digits. */
  numbers: string[];
  /** "2 adults", "1 child", "1 room", indexed by the count. */
  adultCounts: string[];
  childCounts: string[];
  roomCounts: string[];
  separator: string;
};

type Room = { adults: number; ages: (number | null)[] };

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
  const summary = [texts.adultCounts[adults], ages.length ? texts.childCounts[ages.length] : null, texts.roomCounts[rooms.length]]
    .filter(Boolean)
    .join(texts.separator);
  const number = (n: number) => texts.numbers[n] ?? String(n);

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
            {rooms.length > 1 ? <legend className="pt-2 text-sm font-semibold text-slate-700">{texts.roomNames[i]}</legend> : null}
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
                label={texts.childAgeLabels[c]!}
                value={age}
                ages={ALL_AGES}
                names={texts.ageNames}
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
