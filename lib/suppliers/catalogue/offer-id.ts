import type { SlotAsked } from "@/lib/booking/slot-quote";
import type { StayAsked } from "@/lib/booking/stay-quote";

/**
 * The catalogue's offer ids: what was asked, in the id, so re-pricing reads the same rooms or places again.
 *   stay:     sty_<propertyId>_<roomTypeId>_<checkIn>_<checkOut>_<rooms>_<guests>[_<child ages, "-"-joined>]
 *   activity: act_<propertyId>_<slotId>_<guests>
 */
/** What a stay's or an activity's offer asks of lib/booking: the room type, the dates, the rooms and the party; the slot and the party. */
export type StayAsk = StayAsked;
export type SlotAsk = SlotAsked;

export function stayOfferId(a: StayAsk): string {
  const ages = a.childAges?.length ? `_${a.childAges.join("-")}` : "";
  return `sty_${a.propertyId}_${a.roomTypeId}_${a.checkIn}_${a.checkOut}_${a.rooms}_${a.guests}${ages}`;
}

const STAY = /^sty_(\d{1,10})_(\d{1,10})_(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})_(\d{1,3})_(\d{1,3})(?:_(\d{1,2}(?:-\d{1,2}){0,30}))?$/;

export function stayAskOf(id: string): StayAsk | null {
  const m = STAY.exec(id);
  if (!m) return null;
  return {
    propertyId: Number(m[1]),
    roomTypeId: Number(m[2]),
    checkIn: m[3]!,
    checkOut: m[4]!,
    rooms: Number(m[5]),
    guests: Number(m[6]),
    ...(m[7] ? { childAges: m[7].split("-").map(Number) } : {}),
  };
}

export function slotOfferId(a: SlotAsk): string {
  return `act_${a.propertyId}_${a.slotId}_${a.guests}`;
}

const SLOT = /^act_(\d{1,10})_(\d{1,10})_(\d{1,3})$/;

export function slotAskOf(id: string): SlotAsk | null {
  const m = SLOT.exec(id);
  return m ? { propertyId: Number(m[1]), slotId: Number(m[2]), guests: Number(m[3]) } : null;
}
