"use client";

import Link from "@/components/ui/link";

/** `manageBooking`: only where the organisation takes guest bookings (their way back to a booking). */
export type FooterTexts = { rights: string; poweredBy: string; privacy: string; terms: string; manageBooking?: string };

/**
 * The footer's markup. A client component without state, so every page's RSC payload carries its four texts rather
 * than a copy of its tree; components/nav/site-footer.tsx translates them on the server.
 */
export function SiteFooterView({ texts }: { texts: FooterTexts }) {
  return (
    <footer className="border-t border-slate-200 bg-brand-dark text-white/90">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm md:flex-row md:items-center md:justify-between">
        <p>{texts.rights}</p>
        <p>{texts.poweredBy}</p>
        <nav aria-label="Legal" className="flex gap-4">
          {texts.manageBooking ? (
            <Link href="/manage-booking" className="underline-offset-2 hover:underline" data-testid="footer-manage-booking">
              {texts.manageBooking}
            </Link>
          ) : null}
          <Link href="/privacy-policy" className="underline-offset-2 hover:underline">
            {texts.privacy}
          </Link>
          <Link href="/terms-of-use" className="underline-offset-2 hover:underline">
            {texts.terms}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
