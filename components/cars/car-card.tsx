import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/locale/format";
import type { CarResult } from "@/lib/suppliers/cars/search-cars";

/** The supplier's logo when it has one, else its initials. */
function SupplierMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  if (logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- suppliers' logos come from their own hosts, any size
    return <img src={logoUrl} alt="" className="h-8 w-8 rounded object-contain" />;
  }
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
  return (
    <span aria-hidden className="inline-flex h-8 w-8 items-center justify-center rounded bg-slate-800 text-xs font-bold text-white">
      {initials}
    </span>
  );
}

/** One rental offer: the car and what comes with it, where to collect it, the price and the way to book. */
export async function CarCard({ result }: { result: CarResult }) {
  const t = await getTranslations("Cars");
  const locale = await getLocale();
  const { offer, shown } = result;
  const d = offer.details;
  const money = (minor: number) => formatMoney(minor, shown.currency, locale);
  const facts = [
    d.seats ? t("card.seats", { count: d.seats }) : null,
    d.bags ? t("card.bags", { large: d.bags.large, small: d.bags.small }) : null,
    t(`card.transmission.${d.transmission}`),
    d.airConditioning ? t("card.airConditioning") : null,
    t.has(`card.fuel.${d.fuel}` as never) ? t(`card.fuel.${d.fuel}` as never) : null,
  ].filter((f): f is string => f !== null);
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:justify-between"
      data-testid="car-card"
      data-category={d.category}
      data-acriss={d.acriss}
      data-supplier={d.supplier.name}
      data-transmission={d.transmission}
    >
      <div className="flex flex-1 flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t.has(`categories.${d.category}` as never) ? t(`categories.${d.category}` as never) : d.category} · <abbr title={t("card.acriss")}>{d.acriss}</abbr>
        </p>
        <h2 className="text-lg font-semibold" data-testid="car-name">
          {d.name}
        </h2>
        <ul className="flex flex-wrap gap-1" data-testid="car-facts">
          {facts.map((f) => (
            <li key={f} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {f}
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-700" data-testid="car-mileage">
          {d.mileage.unlimited ? t("card.unlimitedMileage") : t("card.limitedMileage", { limit: d.mileage.limit, unit: t(`card.units.${d.mileage.unit}`) })}
        </p>
        <p className="text-sm text-emerald-800" data-testid="car-included">
          {t("card.included")}: {d.included.map((i) => t(`card.includes.${i}`)).join(" · ")}
        </p>
        <div className="flex items-start gap-2 text-sm text-slate-700" data-testid="car-pickup">
          <SupplierMark name={d.supplier.name} logoUrl={d.supplier.logoUrl} />
          <div>
            <p className="font-medium text-slate-900" data-testid="car-supplier">
              {d.supplier.name}
            </p>
            <p>
              {t("card.pickupAt")}: {d.pickup.name}
              {d.pickup.access ? ` (${t(`card.access.${d.pickup.access}`)})` : ""}
            </p>
            <p className="text-slate-600">
              {d.pickup.address}
              {d.pickup.openingHours[0] ? ` · ${t("card.open", { from: d.pickup.openingHours[0].from, to: d.pickup.openingHours[0].to })}` : ""}
            </p>
            {d.dropoff.name !== d.pickup.name ? (
              <p>
                {t("card.dropoffAt")}: {d.dropoff.name}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex flex-col items-stretch gap-2 sm:min-w-52 sm:items-end sm:text-end">
        <p className="text-2xl font-bold text-slate-900" data-testid="car-price" data-amount-minor={shown.totalMinor} data-currency={shown.currency}>
          {money(shown.totalMinor)}
        </p>
        <p className="text-sm text-slate-600">{t("card.perDay", { amount: money(shown.perDayMinor), days: d.days })}</p>
        {shown.youngDriverMinor > 0 ? (
          <p className="text-sm text-amber-800" data-testid="young-driver-charge" data-amount-minor={shown.youngDriverMinor}>
            {t("card.youngDriver", { amount: money(shown.youngDriverMinor) })}
          </p>
        ) : null}
        {offer.remaining !== undefined && offer.remaining <= 2 ? (
          <p className="text-sm font-medium text-red-700">{t("card.fewLeft", { count: offer.remaining })}</p>
        ) : null}
        <Link
          href={`/cars/checkout?offer=${encodeURIComponent(offer.id)}`}
          className="rounded-lg bg-brand px-4 py-2.5 text-center font-semibold text-white hover:opacity-90"
          data-testid="car-select"
        >
          {t("card.select")}
        </Link>
      </div>
    </li>
  );
}
