import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import { OfferCard } from "@/components/ui/offer-card";
import { StarRating } from "@/components/search/star-rating";
import type { PackageOffer } from "@/lib/packages/search-packages";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import { PackageFlightSummary } from "./flight-summary";
import { PackagePrice } from "./package-price";
import { readerFormats } from "@/components/ui/reader-formats";
import { catalogueName } from "@/lib/locale/catalogue-name";

type Links = { choose: string; changeFlight: string; details: string };

/**
 * One package: the stay's photo, name and stars, whether it is free to cancel, a link to the stay's page for these
 * dates, the flight in brief with a way to change it, and the package price beside the separate one.
 */
export async function PackageCard({
  offer,
  flight,
  show,
  href,
  first,
}: {
  offer: PackageOffer;
  flight: FlightDetails;
  show: (minor: number) => string;
  href: Links;
  first: boolean;
}) {
  const [t, tr, roomNames, { sep }] = await Promise.all([
    getTranslations("Packages.results"),
    getTranslations("Results"),
    getTranslations("Rooms"),
    readerFormats(),
  ]);
  const { stay, price } = offer;
  const p = stay.property;
  const link = (to: string, text: string, testId: string) => (
    <Link href={to} className="self-start text-sm font-semibold text-brand underline" data-testid={testId}>
      {text}
    </Link>
  );
  return (
    <OfferCard
      data={{
        "data-testid": "package-card",
        "data-property-id": p.id,
        "data-stars": p.stars,
        "data-type": p.type,
        "data-free-cancellation": offer.freeCancellation,
      }}
      photo={{ src: p.image, alt: t("photoAlt", { name: p.name }), first }}
      price={<PackagePrice price={price} show={show} nights={stay.nights} />}
      action={{ href: href.choose, label: t("choose"), testId: "package-choose" }}
      title={{ text: p.name, testId: "package-hotel" }}
    >
      <StarRating stars={p.stars} />
      <p className="text-sm text-slate-600">{[p.city, catalogueName(roomNames, stay.room.name), t("nights", { count: stay.nights })].join(sep)}</p>
      {offer.freeCancellation ? (
        <p className="text-sm font-semibold text-emerald-700" data-testid="package-free-cancellation">
          {tr("freeCancellation")}
        </p>
      ) : null}
      {link(href.details, t("seeHotel"), "package-details")}
      <PackageFlightSummary details={flight} />
      {link(href.changeFlight, t("changeFlight"), "package-change-flight")}
    </OfferCard>
  );
}
