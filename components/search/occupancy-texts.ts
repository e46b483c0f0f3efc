import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { numberFormat } from "@/lib/locale/intl-cache";
import { partSeparator } from "@/lib/locale/part-separator";
import { MAX_PARTY } from "@/lib/booking/occupancy";
import type { RoomOccupancyTexts } from "./room-occupancy";
import type { CountPickerTexts } from "./count-picker";

/** 0 … `max` */
const upTo = (max: number) => Array.from({ length: max + 1 }, (_, n) => n);

/** Numbers 0 … `max` in the page's digits, for the steppers' values. */
export async function stepperNumbers(max = MAX_PARTY): Promise<string[]> {
  const digits = numberFormat("integer", await getLocale(), { maximumFractionDigits: 0 });
  return upTo(max).map((n) => digits.format(n));
}

/** The occupancy picker's common words (done, close) and the counts it says, in the page's language. */
export async function occupancyWords() {
  const t = await getTranslations("Occupancy");
  return {
    t,
    done: t("done"),
    close: t("close"),
    numbers: await stepperNumbers(),
    counts: (key: "adultCount" | "childCount" | "roomCount" | "participantCount" | "infantCount" | "guestCount" | "bagCount" | "passengerCount", max: number) =>
      upTo(max).map((count) => t(key, { count })),
  };
}

/** The stays' picker (rooms, adults, children and their ages): words formatted here, its lists as patterns (room-occupancy.tsx). */
export async function roomOccupancyTexts(label: string): Promise<RoomOccupancyTexts> {
  const { t, done, close } = await occupancyWords();
  return {
    label,
    done,
    close,
    rooms: t("rooms"),
    adults: t("adults"),
    adultsHint: t("adultsHint"),
    children: t("children"),
    childrenHint: t("childrenHint"),
    patterns: {
      roomName: t.raw("roomName") as string,
      childAge: t.raw("childAge") as string,
      ageName: t.raw("ageName") as string,
      adultCount: t.raw("adultCount") as string,
      childCount: t.raw("childCount") as string,
      roomCount: t.raw("roomCount") as string,
    },
    locale: await getLocale(),
    agePlaceholder: t("agePlaceholder"),
    ageMissing: t("ageMissing"),
    fewer: { rooms: t("fewerRooms"), adults: t("fewerAdults"), children: t("fewerChildren") },
    more: { rooms: t("moreRooms"), adults: t("moreAdults"), children: t("moreChildren") },
    separator: partSeparator(await getLocale()),
  };
}

/** A one-count picker: an activity's participants, a cruise cabin's guests. */
export async function countPickerTexts(label: string, kind: "participant" | "guest", max = MAX_PARTY): Promise<CountPickerTexts> {
  const { t, done, close, numbers, counts } = await occupancyWords();
  const [fewer, more] = kind === "participant" ? [t("fewerParticipants"), t("moreParticipants")] : [t("fewerGuests"), t("moreGuests")];
  return { label, done, close, numbers, fewer, more, counts: counts(kind === "participant" ? "participantCount" : "guestCount", max) };
}
