"use client";

import Link from "@/components/ui/link";
import { Photo } from "@/components/ui/photo";
import { PriceBoxView, StarsView, type PriceTexts } from "./price-box-view";

export type FeaturedCard = {
  id: number;
  href: string;
  name: string;
  photo: string;
  stars: number;
  starsLabel: string;
  place: string;
  price: PriceTexts;
};

/**
 * What every card repeats, sent once (see featured-list.tsx packCards): the price box's labels, the tax note, and the
 * stay every card's link asks for (its query after the property's id).
 */
export type SharedPriceLabels = { publicLabel: string; memberLabel: string; signIn?: string; taxNote: string; stayQuery: string };

/**
 * A card as sent: the price box without what every card repeats; its own link and tax note only when they are not
 * the shared ones (the property's page for the shared stay).
 */
export type PackedCard = Omit<FeaturedCard, "price" | "href"> & {
  href?: string;
  price: Omit<PriceTexts, "split" | "teaser" | "taxNote"> & {
    taxNote?: string;
    split?: Omit<NonNullable<PriceTexts["split"]>, "publicLabel" | "memberLabel">;
    teaser?: Omit<NonNullable<PriceTexts["teaser"]>, "signIn">;
  };
};

function unpack(price: PackedCard["price"], labels: SharedPriceLabels): PriceTexts {
  return {
    ...price,
    taxNote: price.taxNote ?? labels.taxNote,
    split: price.split && { ...price.split, publicLabel: labels.publicLabel, memberLabel: labels.memberLabel },
    teaser: price.teaser && { ...price.teaser, signIn: labels.signIn },
  };
}

/**
 * The cards of a featured list. A client component only so that the page's RSC payload carries the cards' texts
 * rather than a second copy of their markup; it has no state.
 */
export function FeaturedCards({ cards, labels }: { cards: PackedCard[]; labels: SharedPriceLabels }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <li key={c.id} className="deal-card" data-testid="featured-card">
          <Photo
            src={c.photo}
            // The card's heading names the property beside its photo: read once, not twice.
            alt=""
            width={600}
            height={400}
            sizes="(min-width:992px) 24rem,(min-width:576px) 50vw,100vw"
            data-testid="featured-photo"
          />
          <div>
            <h3>
              <Link href={c.href ?? `/hotel-details?id=${c.id}&${labels.stayQuery}`}>{c.name}</Link>
            </h3>
            <StarsView stars={c.stars} label={c.starsLabel} />
            <p>{c.place}</p>
            <PriceBoxView price={unpack(c.price, labels)} align="start" />
          </div>
        </li>
      ))}
    </ul>
  );
}
