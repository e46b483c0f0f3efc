import Image from "next/image";
import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { StarRating } from "@/components/search/star-rating";
import type { PackageOffer } from "@/lib/packages/search-packages";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { PackageFlightSummary } from "./flight-summary";
import { getLocale } from "next-intl/server";
import { partSeparator } from "@/lib/locale/part-separator";
import { catalogueName } from "@/lib/locale/catalogue-name";

type Money = { display: (minor: number, currency: string) => string };

/**
 * One package: the stay's photo, name (opening its page for these dates) and stars, whether it is free to cancel, the
 * flight in brief with a way to change it, and the package price beside the separate one.
 */
export async function PackageCard({
  offer,
  flight,
  money,
  href,
  changeFlightHref,
  detailsHref,
  first,
}: {
  offer: PackageOffer;
  flight: FlightDetails;
  money: Money;
  href: string;
  changeFlightHref: string;
  detailsHref: string;
  first: boolean;
}) {
  const [t, tr, roomNames, locale] = await Promise.all([
    getTranslations("Packages.results"),
    getTranslations("Results"),
    getTranslations("Rooms"),
    getLocale(),
  ]);
  const sep = partSeparator(locale);
  const { stay, price } = offer;
  const p = stay.property;
  const show = (minor: number) => money.display(minor, price.currency);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:flex-row"
      data-testid="package-card"
      data-property-id={p.id}
      data-stars={p.stars}
      data-type={p.type}
      data-free-cancellation={offer.freeCancellation}
    >
      <div className="relative h-44 w-full shrink-0 md:h-auto md:min-h-56 md:w-60">
        <Image
          src={p.image}
          alt={t("photoAlt", { name: p.name })}
          fill
          sizes="(min-width: 768px) 15rem, 100vw"
          className="object-cover"
          preload={first}
          loading={first ? "eager" : "lazy"}
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4 lg:flex-row lg:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="text-lg font-semibold" data-testid="package-hotel">
            {p.name}
          </h2>
          <StarRating stars={p.stars} />
          <p className="text-sm text-slate-600">{[p.city, catalogueName(roomNames, stay.room.name), t("nights", { count: stay.nights })].join(sep)}</p>
          {offer.freeCancellation ? (
            <p className="text-sm font-semibold text-emerald-700" data-testid="package-free-cancellation">
              {tr("freeCancellation")}
            </p>
          ) : null}
          <Link href={detailsHref} className="self-start text-sm font-semibold text-brand underline" data-testid="package-details">
            {t("seeHotel")}
          </Link>
          <PackageFlightSummary details={flight} />
          <Link href={changeFlightHref} className="self-start text-sm font-semibold text-brand underline" data-testid="package-change-flight">
            {t("changeFlight")}
          </Link>
        </div>
        <div className="flex flex-col gap-1 border-t border-slate-100 pt-3 lg:min-w-56 lg:border-t-0 lg:border-s lg:ps-4 lg:pt-0 lg:text-end">
          <p className="text-sm text-slate-600">
            {t("separately")}{" "}
            <s className="whitespace-nowrap" data-testid="package-separate">
              {show(price.separateTotalMinor)}
            </s>
          </p>
          <p className="text-xs font-medium text-slate-700">{t("packagePrice")}</p>
          <p className="text-2xl font-bold text-slate-900" data-testid="package-price" data-minor={price.totalMinor} data-currency={price.currency}>
            {show(price.totalMinor)}
          </p>
          <p className="text-sm font-semibold text-emerald-700" data-testid="package-saving">
            {t("save", { amount: show(price.savingMinor) })}
          </p>
          <p className="text-xs text-slate-600">{t("includes", { nights: t("nights", { count: stay.nights }) })}</p>
          {price.memberPricing ? (
            <p className="text-xs text-slate-600">
              {t("memberPrice")}
              {sep}
              {t("publicPrice", { amount: show(price.publicTotalMinor) })}
            </p>
          ) : null}
          <Link
            href={href}
            className="mt-2 rounded-lg bg-brand px-4 py-2 text-center font-semibold text-white hover:opacity-90 lg:self-end"
            data-testid="package-choose"
          >
            {t("choose")}
          </Link>
        </div>
      </div>
    </li>
  );
}
