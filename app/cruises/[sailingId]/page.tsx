import { SailingPage } from "@/components/cruises/sailing-page";

/** /cruises/CAR-202703-05?guests=2 — one sailing (the id the results link to). */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ sailingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { sailingId } = await params;
  const guests = (await searchParams).guests;
  return <SailingPage sailingId={sailingId} guests={Array.isArray(guests) ? guests[0] : guests} />;
}
