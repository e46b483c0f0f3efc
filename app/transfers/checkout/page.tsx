import { SupplierCheckoutPage } from "@/components/ui/checkout/supplier-checkout";
import { TransferLeadFields } from "@/components/transfers/transfer-lead-fields";
import { TransferSummary } from "@/components/transfers/transfer-summary";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";

/** /transfers/checkout?offer=<offer id>: the generic supplier checkout with the transfer's summary and lead passenger. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { offer } = await searchParams;
  return (
    <SupplierCheckoutPage<TransferDetails>
      product="transfers"
      offerId={typeof offer === "string" ? offer : undefined}
      backHref="/transfers"
      summary={(o) => <TransferSummary offer={o} />}
      travellerFields={(o, saved) => <TransferLeadFields offer={o} saved={saved} />}
    />
  );
}
