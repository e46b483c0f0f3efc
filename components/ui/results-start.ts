import { notFound } from "next/navigation";
import { getRequestContext } from "@/lib/http/page-context";
import { formatCalendarDay } from "@/lib/locale/format";
import { partSeparator } from "@/lib/locale/part-separator";
import { getViewer } from "@/lib/page-cache/page-viewer";
import { orgSellsProduct, type ProductId } from "@/lib/products/codes";

/**
 * The steps every product's results page opens with: the request's organisation, language and currency; a 404 where
 * the site does not sell the kind (`sells`); who is looking (the member's
 * pricing, signed in or not: the class only, in a rendering shared through the page cache); a calendar day and the
 * separator between a line's parts in the reader's words.
 */
export async function resultsStart(sells?: ProductId) {
  const ctx = await getRequestContext();
  if (sells && !orgSellsProduct(ctx.org.eligibleProducts, sells)) notFound();
  const viewer = await getViewer();
  return { ...ctx, viewer, sep: partSeparator(ctx.locale), day: (iso: string) => formatCalendarDay(iso, ctx.locale) };
}
