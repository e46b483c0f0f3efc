import { SailingPage } from "@/components/cruises/sailing-page";

/** /cruises/CAR-202703-05?adults=2&children=1&ages=8 — one sailing (the id the results link to), priced for the party. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ sailingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { sailingId } = await params;
  const { guests, adults, children, ages } = await searchParams;
  return <SailingPage sailingId={sailingId} party={{ guests, adults, children, ages }} />;
}
