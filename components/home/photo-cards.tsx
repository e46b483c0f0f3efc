"use client";

import Link from "next/link";
import { Photo } from "@/components/ui/photo";

/** Catalogue photos are 3:2; `sizes` picks the file. */
const W = 600;
const H = 400;

export type ProductTile = { id: string; href: string; label: string; photo: string };
export type DestinationCard = { slug: string; href: string; name: string; stays: string; photo: string };

/*
 * The home page's lists of photo cards. Client components only so that the page's RSC payload carries their few
 * fields rather than a second copy of their markup (issue #17); they have no state.
 */

/** On a phone one row that scrolls sideways (fifteen products in two columns were a screen and a half); wider, a grid. */
export function ProductTiles({ tiles }: { tiles: ProductTile[] }) {
  return (
    <ul className="product-tiles" data-testid="product-tiles">
      {tiles.map((p) => (
        <li key={p.id}>
          <Link href={p.href} className="photo-card product-tile" data-testid="product-card">
            {/* At most a third of a tablet's width: 828 px covers it at twice the pixel density. */}
            <Photo src={p.photo} alt="" width={W} height={H} sizes="(min-width:992px) 12rem,(min-width:576px) 33vw,9rem" maxWidth={828} />
            <span>{p.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DestinationCards({ cards }: { cards: DestinationCard[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-3">
      {cards.map((d) => (
        <li key={d.slug}>
          <Link href={d.href} className="photo-card h-40 md:h-52" data-testid="destination-card">
            <Photo src={d.photo} alt="" width={W} height={H} sizes="(min-width:992px) 24rem,50vw" />
            <span>
              <span className="text-lg font-bold">{d.name}</span>
              <span className="text-sm">{d.stays}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
