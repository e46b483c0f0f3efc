import { todayIn } from "@/lib/org/calendar";
import type { CancellationTerms } from "@/lib/suppliers/seam";
import { catalogueSchedule, catalogueStartDay, catalogueZone, isCatalogueTerms } from "./catalogue";
import { flightSchedule } from "./flight";
import { supplierSchedule } from "./supplier";
import type { Deadline, Phase, Statement, TermsItem } from "./types";

/**
 * The one terms engine: every statement the site makes about cancelling an item — the results badge, the details
 * page, the checkout, the confirmation, the e-mail, the trip page, the guest's manage page, the cancel dialog, an
 * agent's quote — and the refund a cancellation gives (./refund.ts) come from here.
 *
 * `orgZone`: the organisation's zone, whose calendar a catalogue stay's deadline day is judged in when its terms do
 * not name its place's zone (lib/terms/catalogue.ts catalogueZone).
 */
export function termsFor(item: TermsItem, now: Date, orgZone: string): Statement {
  const startsAt = new Date(item.startsAt).toISOString();
  const phases = scheduleOf(item);
  const calendarZone = isCatalogueTerms(item.terms) ? catalogueZone(item.terms, orgZone) : orgZone;
  const cancellable = isCatalogueTerms(item.terms) ? !startedByDay(item, now, calendarZone) : now < new Date(startsAt);
  let i = 0;
  while (i < phases.length - 1 && !isAhead(phases[i]!.until, now, calendarZone)) i += 1;
  const current = phases[i]!;
  const freeEnded = phases.slice(0, i).find((p) => p.refund.kind === "all")?.until ?? null;
  return {
    kind: item.kind,
    startsAt,
    cancellable,
    now: cancellable ? current.refund : { kind: "none" },
    until: current.until,
    then: cancellable ? phases.slice(i + 1) : [],
    ended: freeEnded,
  };
}

/** The item's whole schedule, its periods in order, the last one lasting until the item starts. */
export function scheduleOf(item: TermsItem): Phase[] {
  const t = item.terms;
  if (isCatalogueTerms(t)) return catalogueSchedule(t, catalogueStartDay({ ...item, terms: t }));
  if (item.kind === "FLIGHT") return flightSchedule(t as CancellationTerms, item.details, item.currency, item.timeZone);
  return supplierSchedule(t as CancellationTerms, item.timeZone);
}

/** Whether a period is still running: a day until its end in the place's (or the org's) calendar, an instant until that instant. */
export function isAhead(d: Deadline | null, now: Date, calendarZone: string): boolean {
  if (!d) return true;
  return "day" in d ? todayIn(calendarZone, now) <= d.day : now < new Date(d.at);
}

/** A catalogue item starts on its day in its place's calendar (check-in, the activity's date): from then on it can no longer be cancelled. */
function startedByDay(item: TermsItem, now: Date, calendarZone: string): boolean {
  return isCatalogueTerms(item.terms) && todayIn(calendarZone, now) >= catalogueStartDay({ ...item, terms: item.terms });
}
