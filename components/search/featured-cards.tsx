"use client";

import Link from "next/link";
import { Photo } from "@/components/ui/photo";
import { PriceBoxView, StarsView, type PriceTexts } from "./price-box-view";

export type FeaturedCard = {
  id: number;
  href: string;
  name: string;
  photoAlt: string;
  photo: string;
  stars: number;
  starsLabel: string;
  place: string;
  price: PriceTexts;
};

/**
 * The cards of a featured list. A client component only so that the page's RSC payload carries the cards' texts
 * rather than a second copy of their markup (issue #17); it has no state.
 */
export function FeaturedCards({ cards }: { cards: FeaturedCard[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <li key={c.id} className="deal-card" data-testid="featured-card">
          <Photo
            src={c.photo}
            alt={c.photoAlt}
            width={600}
            height={400}
            sizes="(min-width:992px) 24rem,(min-width:576px) 50vw,100vw"
            className="h-44 w-full object-cover"
            data-testid="featured-photo"
          />
          <div className="flex flex-1 flex-col gap-2 p-4">
            <h3 className="font-semibold">
              <Link href={c.href} className="hover:text-brand hover:underline">
                {c.name}
              </Link>
            </h3>
            <StarsView stars={c.stars} label={c.starsLabel} />
            <p className="text-sm text-slate-600">{c.place}</p>
            <div className="mt-auto">
              <PriceBoxView price={c.price} align="start" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
