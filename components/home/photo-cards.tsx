"use client";

import Link from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { Photo } from "@/components/ui/photo";
import { productPhoto } from "@/lib/booking/pictures";
import { expandNavEntry, type NavEntry } from "@/lib/nav/nav-entry";

/** Catalogue photos are 3:2; `sizes` picks the file. */
const W = 600;
const H = 400;

/** A destination, the search its card opens and that search's total (lib/booking/destinations.ts). */
export type DestinationCard = { name: string; href: string; offers: number; stays: string; photo: string };

/*
 * The home page's lists of photo cards. Client components only so that the page's RSC payload carries their few
 * fields rather than a second copy of their markup; they have no state.
 */

/**
 * On a phone one row that scrolls sideways (fifteen products in two columns were a screen and a half); wider, a grid.
 * Given the header's compact product entries (lib/nav/products.ts navEntry), labelled with the header's own messages
 * (Nav.products): a tile's link, label and photo follow from its product.
 */
export function ProductTiles({ entries }: { entries: NavEntry[] }) {
  const t = useTranslations("Nav");
  return (
    <ul className="product-tiles" data-testid="product-tiles">
      {entries.map(expandNavEntry).map((p) => (
        <li key={p.id}>
          <Link href={p.href} className="photo-card product-tile" data-testid="product-card">
            {/* A third of a phone's or tablet's width; 12rem on a desktop, which the 384 px file covers even at twice the
                density, so `sizes` can say 9rem there: the 384 px file for phones and desktops, 640 px for tablets. */}
            <Photo src={productPhoto(p.id)} alt="" width={W} height={H} sizes="(max-width:991px) 33vw,9rem" maxWidth={640} />
            <span>{t(`products.${p.id}`)}</span>
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
        <li key={d.name}>
          <Link href={d.href} className="photo-card h-40 md:h-52" data-testid="destination-card" data-offers={d.offers}>
            {/* Half a phone's or tablet's width, 24rem wider: the 828 px file is enough. */}
            <Photo src={d.photo} alt="" width={W} height={H} sizes="(min-width:992px) 24rem,50vw" maxWidth={828} />
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
