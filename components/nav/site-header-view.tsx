"use client";

import Link from "@/components/ui/link";
import type { ComponentProps } from "react";
import type { NavEntry } from "@/lib/nav/nav-entry";
import { HeaderControls } from "./header-controls";
import { ProductNav } from "./product-nav";

/**
 * The header's markup: the organisation's badge and name, the language, currency and account controls, the product
 * navigation. A client component, so every page's RSC payload carries its data rather than a copy of its tree;
 * components/nav/site-header.tsx reads that data on the server.
 */
export function SiteHeaderView({
  orgName,
  homeSuffix,
  controls,
  entries,
}: {
  orgName: string;
  /** Read after the name by assistive technology ("TravelSaver home"): the link is named by its visible text. */
  homeSuffix: string;
  controls: ComponentProps<typeof HeaderControls>;
  entries: NavEntry[];
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link href="/" className="flex min-w-0 items-center gap-2 font-bold text-brand-dark">
          <span aria-hidden className="org-badge" data-testid="org-logo">
            {orgName.slice(0, 1).toUpperCase()}
          </span>
          {/* A long name (the partner's, in capitals) wraps beside the phone's header buttons: smaller there, and the
              badge beside it keeps its size. */}
          <span className="text-base leading-tight sm:text-lg" data-testid="org-name">
            {orgName}
          </span>
          {/* Named by its content, not an aria-label: a label replaces the visible text and must contain it (WCAG
              2.5.3, "label in name"); axe (Lighthouse's label-content-name-mismatch) found the link's text missing
              from the aria-label this link had. */}
          <span className="sr-only"> {homeSuffix}</span>
        </Link>
        <HeaderControls {...controls} />
      </div>
      <ProductNav entries={entries} />
    </header>
  );
}
