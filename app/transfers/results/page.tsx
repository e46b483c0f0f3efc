import { notFound } from "next/navigation";
import { TransferResultsPage } from "@/components/transfers/transfer-results-page";
import { orgSellsCode } from "@/lib/products/codes";
import { getRequestContext } from "@/lib/http/page-context";

/** /transfers/results?direction=&airport=&hotel=|address=&date=&time=&passengers=&luggage=[&flight=&sort=&type=&vehicle=] */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { org } = await getRequestContext();
  if (!orgSellsCode(org.eligibleProducts, "TRF")) notFound();
  return <TransferResultsPage searchParams={await searchParams} />;
}
