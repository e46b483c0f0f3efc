import type { ProductLabel } from "./products";

/**
 * A product link as the server sends it to the browser (the header's whole list travels in every page's RSC
 * payload, and the home page's tiles reuse it): "hotel" for a link to /hotel on this site, [id, href] for one
 * elsewhere on it, [id, href, 1] for another site. The label is always the product's own message
 * (Nav.products.<id>). Made by navEntry (./products.ts); only a type import, so client components can read it.
 */
export type NavEntry = string | [id: string, href: string] | [id: string, href: string, external: 1];

/** The link a compact entry stands for. */
export function expandNavEntry(entry: NavEntry): { id: ProductLabel; href: string; external: boolean } {
  const [id, href, external] = typeof entry === "string" ? [entry, `/${entry}`] : entry;
  return { id: id as ProductLabel, href, external: external === 1 };
}
