import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { ReservationView } from "@/lib/booking/list-reservations";
import type { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import { balanceText } from "@/components/wallet/balance-text";
import { CancelBookingButton } from "./cancel-booking-button";
import { PayDueForm } from "./pay-due-form";
import { payDueTexts } from "./pay-due-texts";
import Link from "@/components/ui/link";
import { EmptyState } from "@/components/ui/states";

type Money = Awaited<ReturnType<typeof moneyFormatter>>;
type T = Awaited<ReturnType<typeof getTranslations<"Trips">>>;
type Tw = Awaited<ReturnType<typeof getTranslations<"Wallet">>>;

/**
 * Every amount of a trip in the visitor's currency: the booking's own amounts through the rate it was made
 * with (so a refund reads in the money that was paid), then — if the visitor has since chosen another currency —
 * today's rate. A wallet card's part keeps its own currency, with the visitor's beside it.
 */
function tripMoney(money: Money, tw: Tw, locale: string) {
  return {
    paid: (r: ReservationView) => money.display(r.memberTotalMinor, r.memberCurrency),
    member: (r: ReservationView, memberMinor: number) => money.display(memberMinor, r.memberCurrency),
    wallet: (p: { amountMinor: number; currency: string }) => balanceText(money.view([p.currency]), p.amountMinor, p.currency, locale, tw),
  };
}

/**
 * What cancelling would give back, as the cancellation will do it (lib/booking/refund-policy.ts): the card part,
 * then the wallet credit coming back (one amount per currency, however many cards it returns to); wallet credit the
 * policy keeps is said to be kept. A booking paid later and not charged yet has nothing to give back: nothing is charged.
 */
export function cancelText(
  r: Pick<ReservationView, "walletIfCancelled" | "refundIfCancelledMinor" | "payLater">,
  money: { refund: string; wallet: (part: { amountMinor: number; currency: string }) => string },
  t: T,
): string {
  const restored = r.walletIfCancelled.filter((p) => p.amountMinor > 0);
  const nothingBack = r.refundIfCancelledMinor === 0 && restored.length === 0;
  const unpaid = r.payLater?.status === "DUE" || r.payLater?.status === "FAILED";
  return [
    r.refundIfCancelledMinor > 0 ? t("cancelText", { amount: money.refund }) : "",
    nothingBack ? t(unpaid ? "cancelNothingCharged" : "cancelNoRefund") : "",
    ...[...totalsByCurrency(restored)].map(([currency, minor]) => t("cancelWallet", { amount: money.wallet({ amountMinor: minor, currency }) })),
    restored.length < r.walletIfCancelled.length ? t("cancelWalletKept") : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** "Paid $528.00", or for a booking paid later: "Due 12 Jan 2027: $528.00", "Payment failed: …" or "Nothing charged". */
function paidText(r: ReservationView, shown: ReturnType<typeof tripMoney>, day: (iso: string) => string, t: T): string {
  const later = r.payLater;
  if (!later || later.status === "PAID") return t("paid", { amount: shown.paid(r) });
  const amount = shown.member(r, later.memberAmountMinor);
  if (later.status === "DUE") return t("due", { date: day(later.dueOn), amount });
  return later.status === "FAILED" ? t("payFailed", { amount }) : t("nothingCharged");
}

function payClass(r: ReservationView): string {
  const status = r.payLater?.status;
  return status === "DUE" ? "font-semibold text-amber-800" : status === "FAILED" ? "font-semibold text-red-700" : "";
}

function totalsByCurrency(parts: { amountMinor: number; currency: string }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const p of parts) totals.set(p.currency, (totals.get(p.currency) ?? 0) + p.amountMinor);
  return totals;
}

/**
 * A list of bookings as cards; cancellable ones get the cancel button with the refund they would get. Empty, the past
 * list (`past`) says only that — its neighbour above already offers to find a stay.
 */
export async function TripList({
  trips,
  money,
  testId,
  past = false,
  manageToken,
}: {
  trips: ReservationView[];
  money: Money;
  testId: string;
  past?: boolean;
  /** A guest's manage-booking token: their booking is cancelled with it. */
  manageToken?: string;
}) {
  const t = await getTranslations("Trips");
  const locale = await getLocale();
  const shown = tripMoney(money, await getTranslations("Wallet"), locale);
  // Stay dates are calendar days: written for the visitor's language, not as ISO text (which, in Arabic, broke
  // across lines at its hyphens).
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  const owing = manageToken ? trips.filter((r) => r.status === "CONFIRMED" && (r.payLater?.status === "DUE" || r.payLater?.status === "FAILED")) : [];
  const payTexts = new Map(
    await Promise.all(owing.map(async (r) => [r.reference, await payDueTexts(shown.member(r, r.payLater!.memberAmountMinor))] as const)),
  );
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
              {r.property ? <span className="font-normal text-slate-600">· {r.property.city}</span> : null}
            </p>
            <p className="text-sm">
              {r.room ? `${r.room} · ` : ""}
              {day(r.checkIn)} – {day(r.checkOut)}
            </p>
            <p className="text-sm text-slate-600">
              {t("reference", { reference: r.reference })} ·{" "}
              <span data-testid="trip-paid" data-pay-status={r.payLater?.status ?? "PAID"} className={payClass(r)}>
                {paidText(r, shown, day, t)}
              </span>
              {r.refundMinor && r.memberRefundMinor !== null ? (
                <span data-testid="trip-refund"> · {t("refund", { amount: shown.member(r, r.memberRefundMinor) })}</span>
              ) : null}
              {r.walletRestored.map((p, i) => (
                <span key={i} data-testid="wallet-restored">
                  {" "}
                  · {t("walletRefund", { amount: shown.wallet(p) })}
                </span>
              ))}
            </p>
            <p className="mt-1 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold" data-testid="trip-status">
              {t(`status.${r.status as "CONFIRMED"}`)}
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
            {manageToken && payTexts.has(r.reference) ? (
              <PayDueForm reference={r.reference} via={{ token: manageToken }} prominent={r.payLater?.status === "FAILED"} texts={payTexts.get(r.reference)!} />
            ) : null}
            {r.cancellable ? (
              <CancelBookingButton
                reference={r.reference}
                refundText={cancelText(r, { refund: shown.member(r, r.memberRefundIfCancelledMinor), wallet: shown.wallet }, t)}
                via={manageToken ? { token: manageToken } : undefined}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
