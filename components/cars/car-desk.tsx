import { getTranslations } from "@/lib/locale/translations";
import { accessText, locationKindText } from "@/lib/cars/car-words";
import { readerFormats } from "@/components/ui/reader-formats";
import type { CarPoint } from "@/lib/suppliers/cars/types";

/**
 * A rental desk as the card and the checkout's summary name it: its name (after `label`) and how to reach it, the kind
 * of place (a pill on the card), its address and its opening hours in the reader's digits.
 */
export async function CarDesk({ point: p, label, pill = false }: { point: CarPoint; label?: string; pill?: boolean }) {
  const [t, { sep, clock }] = await Promise.all([getTranslations("Cars"), readerFormats()]);
  const kind = locationKindText(t, p);
  const hours = p.openingHours[0];
  return (
    <>
      <p>
        {label ? `${label}: ` : null}
        <bdi>{p.name}</bdi>
        {accessText(t, p)}
        {kind && pill ? (
          <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700" data-testid="car-location-kind">
            {kind}
          </span>
        ) : kind ? (
          `${sep}${kind}`
        ) : null}
      </p>
      <p className="text-slate-600">
        <bdi>{p.address}</bdi>
        {hours ? `${sep}${t("card.open", { from: clock(hours.from), to: clock(hours.to) })}` : ""}
      </p>
    </>
  );
}
