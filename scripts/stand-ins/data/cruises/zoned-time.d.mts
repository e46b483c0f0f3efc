/**
 * The instant a local wall-clock time in a time zone names, written as ISO 8601 with that zone's offset then
 * ("2027-03-07T16:00:00-05:00"). Ship times are set away from the small hours, where daylight-saving gaps fall.
 */
export declare function zonedIso(date: string, time: string, timeZone: string): string;
