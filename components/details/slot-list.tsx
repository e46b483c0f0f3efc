import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { SlotOffer } from "@/lib/booking/property-details";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { BookOffer } from "./book-offer";

/** An activity's dated slots in the period, in the destination's local time, with places left and a Book link. */
export async function SlotList({ slots, timeZone, signedIn }: { slots: SlotOffer[]; timeZone: string; signedIn: boolean }) {
  const t = await getTranslations("Details");
  const locale = await getLocale();
  if (slots.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center" data-testid="no-slots">
        {t("noSlots")}
      </p>
    );
  return (
    <ul className="flex flex-col gap-3" data-testid="slot-list">
      {slots.map((s) => (
        <li
          key={s.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:justify-between"
          data-testid="slot"
          data-slot-id={s.id}
          data-status={s.status}
        >
          <div>
            <h3 className="font-semibold">{placeTimeText(localeFormat(locale), s.startsAt, timeZone)}</h3>
            <p className={`text-sm font-medium ${s.status === "available" ? "text-emerald-700" : "text-red-700"}`} data-testid="slot-remaining">
              {s.status === "available" ? t("placesLeft", { count: s.remaining }) : t("full")}
            </p>
          </div>
          {s.checkoutHref ? <BookOffer price={s.price} href={s.checkoutHref} signedIn={signedIn} unit="activity" /> : null}
        </li>
      ))}
    </ul>
  );
}
