"use client";

import { useLocale, useTranslations } from "next-intl";
import { partSeparator } from "@/lib/locale/part-separator";
import type { TripCard } from "@/lib/orders/trip-cards";
import { CancelBookingButton } from "./cancel-booking-button";
import { PayDueForm, type PayDueTexts } from "./pay-due-form";
import Link from "@/components/ui/link";
import { EmptyState } from "@/components/ui/states";

function payClass(status: TripCard["payStatus"]): string {
  return status === "DUE" ? "font-semibold text-amber-800" : status === "FAILED" ? "font-semibold text-red-700" : "";
}

/**
 * A list of bookings as cards (lib/orders/trip-cards.ts writes their texts); cancellable ones get the cancel button
 * with the refund they would get. Empty, the past list (`past`) says only that — its neighbour above already offers to
 * find a stay.
 */
export function TripList({
  trips,
  testId,
  past = false,
  manageToken,
  payTexts = {},
}: {
  trips: TripCard[];
  testId: string;
  past?: boolean;
  /** A guest's manage-booking token: their booking is cancelled, or a charge due paid, with it. */
  manageToken?: string;
  /** The pay-now form's texts for each booking a guest owes money on, by reference. */
  payTexts?: Record<string, PayDueTexts>;
}) {
  const t = useTranslations("Trips");
  const sep = partSeparator(useLocale());
  if (trips.length === 0 && past) return <EmptyState title={t("nonePast")} testId={`${testId}-empty`} />;
  if (trips.length === 0)
    return (
      <EmptyState
        title={t("none")}
        hint={t("noneHint")}
        action={
          <Link href="/" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90">
            {t("findStay")}
          </Link>
        }
        testId={`${testId}-empty`}
      />
    );
  return (
    <ul className="space-y-3" data-testid={testId}>
      {trips.map((r) => (
        <li
          key={r.reference}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="trip"
          data-reference={r.reference}
        >
          <div>
            <p className="font-semibold">
              <Link href={`/user/my-trips/${r.reference}`} className="hover:underline" data-testid="trip-link">
                {r.title}
              </Link>{" "}
              {r.city ? <span className="font-normal text-slate-600">{`${sep.trimStart()}${r.city}`}</span> : null}
            </p>
            <p className="text-sm">
              {r.room ? <span data-testid="trip-room">{r.room}</span> : null}
              {r.room ? sep : ""}
              {r.dates}
            </p>
            <p className="text-sm text-slate-600">
              {r.referenceText}
              {sep}
              <span data-testid="trip-paid" data-pay-status={r.payStatus} className={payClass(r.payStatus)}>
                {r.paid}
              </span>
            </p>
            {r.cancelledOn ? (
              <p className="text-sm font-medium text-slate-800" data-testid="trip-cancelled">
                {r.cancelledOn}
                {r.refund ? (
                  <span data-testid="trip-refund">
                    {sep}
                    {r.refund}
                  </span>
                ) : null}
                {r.walletRestored.map((text, i) => (
                  <span key={i} data-testid="wallet-restored">
                    {sep}
                    {text}
                  </span>
                ))}
                {r.noRefund ? (
                  <span data-testid="trip-no-refund">
                    {sep}
                    {r.noRefund}
                  </span>
                ) : null}
              </p>
            ) : null}
            <p className="mt-1 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold" data-testid="trip-status">
              {r.statusLabel}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            {/* A guest's manage-booking page lists the booking itself: the trip page is a member's. */}
            {manageToken ? null : (
              <Link
                href={`/user/my-trips/${r.reference}`}
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
                data-testid="view-trip"
              >
                {t("view")}
              </Link>
            )}
            {/* A guest pays a failed (or early) pay-later charge here; a member does it on the trip page. */}
            {manageToken && payTexts[r.reference] ? (
              <PayDueForm reference={r.reference} via={{ token: manageToken }} prominent={r.payStatus === "FAILED"} texts={payTexts[r.reference]!} />
            ) : null}
            {r.cancellable ? (
              <CancelBookingButton reference={r.reference} refundText={r.cancelText} via={manageToken ? { token: manageToken } : undefined} />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
