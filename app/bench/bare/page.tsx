import { notFound } from "next/navigation";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/**
 * The reference for `npm run bench`: a dynamic page of the same build with no content of its own (it still renders
 * inside the site's layout, as every page does). Served only when BENCH_ROUTES is on.
 */
export default function BarePage() {
  if (!env().BENCH_ROUTES) notFound();
  return <p>ok</p>;
}
