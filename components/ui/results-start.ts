import { notFound } from "next/navigation";
import { getRequestContext } from "@/lib/http/page-context";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { orgSellsProduct, type ProductId } from "@/lib/products/codes";
import { readerFormats } from "./reader-formats";

/**
 * The steps every product's results page opens with: the request's organisation, language and currency; a 404 where
 * the site does not sell the kind (`sells`); who is looking (the member's
 * pricing, signed in or not: the class only, in a rendering shared through the page cache); how the reader's language
 * writes days, times and a line's parts (./reader-formats.ts).
 */
export async function resultsStart(sells?: ProductId) {
  const ctx = await getRequestContext();
  if (sells && !orgSellsProduct(ctx.org.eligibleProducts, sells)) notFound();
  const viewer = await getViewer();
  return { ...ctx, ...(await readerFormats(ctx.locale)), viewer };
}
