import { CruiseCheckoutSummary } from "@/components/cruises/cruise-checkout-summary";
import { CruiseGuestFields } from "@/components/cruises/cruise-guest-fields";
import { SupplierCheckoutPage } from "@/components/ui/checkout/supplier-checkout";
import { cruiseCountryCodes } from "@/lib/cruises/countries";
import type { CruiseDetails } from "@/lib/suppliers/cruises";

/** /cruises/checkout?offer=CAR-202703-05.balcony.2 — a cabin of a sailing for its guests (the details page links here). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).offer;
  const countries = await cruiseCountryCodes();
  return (
    <SupplierCheckoutPage<CruiseDetails>
      product="cruises"
      offerId={Array.isArray(raw) ? raw[0] : raw}
      backHref="/cruises"
      summary={(offer) => <CruiseCheckoutSummary offer={offer} />}
      travellerFields={(offer, saved) => <CruiseGuestFields offer={offer} saved={saved} countries={countries} />}
    />
  );
}
