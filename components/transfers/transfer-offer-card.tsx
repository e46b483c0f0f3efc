import { getTranslations } from "@/lib/locale/translations";
import { OfferCard } from "@/components/ui/offer-card";
import { QuotedOfferPrice } from "@/components/ui/offer-price";
import { offerTerms } from "@/components/ui/offer-terms";
import { readerFormats } from "@/components/ui/reader-formats";
import type { RateSnapshot } from "@/lib/locale/rates";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import { VehicleIcon } from "./vehicle-icon";

/** How the results page prices a card: the visitor's pricing, currency and rates; `calendarZone` tells the terms. */
export type CardContext = { calendarZone: string; memberPricing: boolean; signedIn: boolean; currency: string; rates: RateSnapshot };

/** One transfer offer: the vehicle, who and what fits, how long, where to meet, the cancellation terms, the price. */
export async function TransferOfferCard({ offer, ctx }: { offer: Offer<TransferDetails>; ctx: CardContext }) {
  const [t, f] = await Promise.all([getTranslations("Transfers"), readerFormats()]);
  const d = offer.details;
  const minutes = d.durationMinutes;
  const duration = minutes >= 60 ? t("durationHours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t("duration", { minutes });
  return (
    <OfferCard
      data={{ "data-testid": "transfer-offer", "data-vehicle": d.vehicle, "data-shared": d.shared, "data-total-minor": offer.price.totalMinor }}
      price={<QuotedOfferPrice offer={offer} {...ctx} note={t("priceNote")} />}
      action={{ href: `/transfers/checkout?offer=${encodeURIComponent(offer.id)}`, label: t("select"), testId: "transfer-select" }}
    >
      <div className="flex gap-4">
        <VehicleIcon kind={d.vehicle} />
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold text-slate-900" data-testid="transfer-vehicle">
            {t(`vehicles.${d.vehicle}`)}
          </h3>
          <p className="text-sm text-slate-600">{d.vehicleDescription}</p>
          <p className="flex flex-wrap gap-2 text-sm">
            <span className={`rounded-full px-2 py-0.5 font-medium ${d.shared ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"}`}>
              {d.shared ? t("sharedBadge") : t("privateBadge")}
            </span>
            <span data-testid="transfer-capacity">{t("capacity", { passengers: d.maxPassengers, bags: d.maxBags })}</span>
          </p>
          <p className="text-sm text-slate-800" data-testid="transfer-duration" data-minutes={minutes}>
            {duration}
            {d.distanceKm ? `${f.sep}${t("distance", { km: d.distanceKm })}` : ""}
          </p>
          {d.meetingPoint ? (
            <p className="text-sm text-slate-700">
              <span className="font-medium">{t("meetingPoint")}: </span>
              <span data-testid="transfer-meeting-point">{d.meetingPoint}</span>
            </p>
          ) : null}
          <p className="text-sm text-slate-700" data-testid="transfer-terms">
            {(await offerTerms(f.locale)).offer(offer, ctx.calendarZone)}
          </p>
          <p className="text-xs text-slate-600">{t("provider", { name: d.provider })}</p>
        </div>
      </div>
    </OfferCard>
  );
}
