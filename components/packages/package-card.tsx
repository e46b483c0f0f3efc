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
import { TextLines } from "@/components/ui/text-lines";

type Links = { choose: string; changeFlight: string; details: string };
type Badge = { kind: "free" | "partial" | "none"; text: string };

/**
 * One package: the stay's photo, name and stars, a link to the stay's page for these dates, the flight in brief with a
 * way to change it, each part's cancellation terms (the terms engine's badges: a stay free to cancel beside a fare
 * refundable less a fee is not a package free to cancel), and the package price beside the separate one.
 */
export async function PackageCard({
  offer,
  flight,
  show,
  href,
  first,
  terms,
}: {
  offer: PackageOffer;
  flight: FlightDetails;
  show: (minor: number) => string;
  href: Links;
  first: boolean;
  terms: { stay: Badge; flight: Badge };
}) {
  const [t, tc, roomNames, { sep }] = await Promise.all([
    getTranslations("Packages.results"),
    getTranslations("Packages.checkout"),
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
  // Each part's terms in the engine's words, free ones in the free tone: the badge's kind is what tests read.
  const termsLine = (text: string, badge: Badge, testId: string) => (
    <TextLines lines={[{ text, tone: badge.kind === "free" ? "free" : "body", testId, data: { "data-kind": badge.kind } }]} />
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
      {termsLine(tc("policyStay", { policy: terms.stay.text }), terms.stay, "package-stay-terms")}
      {link(href.details, t("seeHotel"), "package-details")}
      <PackageFlightSummary details={flight} />
      {termsLine(tc("policyFlight", { policy: terms.flight.text }), terms.flight, "package-flight-terms")}
      {link(href.changeFlight, t("changeFlight"), "package-change-flight")}
    </OfferCard>
  );
}
