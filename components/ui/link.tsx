"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's link: next/link without viewport prefetching. Every page here is rendered per request, so a prefetch
 * brings back only the route's tree, yet each one runs the proxy and a render on the server; the header, footer and
 * result lists would send 30 of them per page view. A link that knows its target is worth fetching early passes
 * `prefetch` itself. A client component, so the default is applied in the browser rather than written into the page's
 * payload once per link.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
