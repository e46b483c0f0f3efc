import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";

/**
 * A stay's page opened from a package whose flight can no longer be sold (sold out, an offer the airline no longer
 * knows) or not be checked: says so, and offers the package's search again for the same destination, dates and
 * party. Its rooms then offer nothing to book, so that none is booked alone as if it were the package; the stay on its
 * own is a separate, plainly named link (`stayHref`, the page without the package).
 */
export async function PackageFlightGone({ status, searchHref, stayHref }: { status: "FLIGHT_GONE" | "UNREACHABLE"; searchHref: string; stayHref: string }) {
  const t = await getTranslations("Details.package");
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-4 text-amber-900" data-testid="package-rooms-note" data-status={status}>
      <p>{status === "FLIGHT_GONE" ? t("flightGone") : t("unreachable")}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link href={searchHref} className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:opacity-90" data-testid="package-search-again">
          {t("searchAgain")}
        </Link>
        <Link href={stayHref} className="font-semibold text-brand-dark underline" data-testid="package-stay-alone">
          {t("stayAlone")}
        </Link>
      </div>
    </div>
  );
}
