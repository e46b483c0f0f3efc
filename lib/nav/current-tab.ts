/**
 * The one product tab that reads as the current page. Two tabs can share a path (SPEC §2: weeks maps to /resorts);
 * the one whose link carries a query (/resorts?product=weeks) is current only when the page's query has it, else the
 * tab of the bare path is — never both. `links` are the internal links' hrefs by product id, in the menu's order.
 */
export function currentTab(links: readonly { id: string; href: string }[], pathname: string, search: URLSearchParams): string | undefined {
  const [withQuery, bare] = [links.filter((l) => l.href.includes("?")), links.filter((l) => !l.href.includes("?"))];
  const chosen = withQuery.find((l) => {
    const url = new URL(l.href, "http://x");
    return url.pathname === pathname && [...url.searchParams].every(([k, v]) => search.get(k) === v);
  });
  return (chosen ?? bare.find((l) => l.href === pathname))?.id;
}
