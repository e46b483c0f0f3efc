"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { expandNavEntry, type NavEntry } from "@/lib/nav/nav-entry";
import { currentTab } from "@/lib/nav/current-tab";

/**
 * The product tabs. The current one is read from the browser's address, not from the server's rendering: the header
 * lives in the root layout, which a client-side navigation does not render again.
 */
export function ProductNav({ entries }: { entries: NavEntry[] }) {
  const links = entries.map(expandNavEntry);
  const current = currentTab(
    links.filter((l) => !l.external),
    usePathname(),
    new URLSearchParams(useSearchParams()?.toString() ?? ""),
  );
  const t = useTranslations("Nav");
  const th = useTranslations("Header");
  const [open, setOpen] = useState(false);
  if (links.length === 0) return null;
  return (
    <nav aria-label={th("products")} className="bg-brand-dark text-white">
      <div className="mx-auto max-w-7xl px-4">
        <button
          type="button"
          className="py-2 text-sm font-medium md:hidden"
          aria-expanded={open}
          aria-controls="product-nav-list"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? th("closeMenu") : th("products")}
        </button>
        <ul id="product-nav-list" className={`product-links ${open ? "flex" : "hidden"} flex-col gap-1 pb-2 md:flex md:flex-row md:flex-wrap md:gap-0 md:pb-0`}>
          {links.map((link) => (
            <li key={link.id}>
              {link.external ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(`products.${link.id}`)}
                  <span className="sr-only">{` (${t("external")})`}</span>
                </a>
              ) : (
                <Link href={link.href} aria-current={current === link.id ? "page" : undefined}>
                  {t(`products.${link.id}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
