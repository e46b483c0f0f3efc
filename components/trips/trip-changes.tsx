import { getFormatter } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { TripChange } from "@/lib/orders/trip-view";
import { zonedText } from "@/lib/orders/trip-words";

/** The order's "Changes": when (on the organisation's clock), who and what, oldest first. */
export async function TripChanges({ changes, timeZone }: { changes: readonly TripChange[]; timeZone: string }) {
  if (changes.length === 0) return null;
  const t = await getTranslations("Trip");
  const format = await getFormatter();
  return (
    <section aria-labelledby="trip-changes">
      <h3 id="trip-changes" className="text-lg font-semibold">
        {t("changes")}
      </h3>
      <ol className="mt-1 space-y-1 text-sm" data-testid="trip-changes">
        {changes.map((c) => (
          <li key={c.id} data-testid="trip-change" data-kind={c.kind}>
            <time dateTime={c.at} className="text-slate-600">
              {zonedText(format, c.at, timeZone)}
            </time>
            {" · "}
            <span>{t(`changeActor.${c.actor as "MEMBER"}`)}</span>
            {" · "}
            <span>{t(`changeKind.${c.kind as "NAME_CORRECTED"}`, { from: String(c.data.from ?? ""), to: String(c.data.to ?? "") })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
