import { dateTimeFormat } from "@/lib/locale/intl-cache";

/** A local date and time at a place as an ISO instant with the place's offset, e.g. 2027-03-10T10:00:00+01:00. */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  let offset = "+00:00";
  try {
    const parts = dateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(new Date(`${date}T${time}:00Z`));
    const name = parts.find((p) => p.type === "timeZoneName")?.value ?? "GMT";
    offset = name === "GMT" ? "+00:00" : name.slice(3);
  } catch {
    // An unknown zone: the time stays as the desk gave it, read as UTC.
  }
  return `${date}T${time}:00${offset}`;
}
