import { balanceText } from "@/lib/locale/balance-text";
import { chargedText, type ChargedT } from "@/lib/locale/charged-text";
import type { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import type { ReservationView } from "./list-orders";
import type { PayLaterStatus } from "@/lib/orders/payments/pay-later-view";
import { cancelledParts } from "./cancelled-words";
import { itemTimeZone } from "@/lib/orders/item-zone";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";
import { orderTitle } from "./item-title";
import { partSeparator } from "@/lib/locale/part-separator";

type Money = Awaited<ReturnType<typeof moneyFormatter>>;
type Amount = { amount: string };

/** The "Trips" texts a card is written with (translatorFor in lib/locale/translations.ts gives one, for pages and routes alike). */
export type TripsT = {
  (key: "paid" | "payFailed" | "refund" | "walletRefund" | "cancelText", values: Amount): string;
  (key: "cancelWallet", values: { amount: string; type: string; code: string }): string;
  (key: "cancelWalletKept", values: { type: string; code: string }): string;
  (key: "due", values: { date: string; amount: string }): string;
  (key: "reference", values: { reference: string }): string;
  (key: "cancelledOn", values: { date: string }): string;
  (key: "participants", values: { count: number }): string;
  (key: "nothingCharged" | "cancelNothingCharged" | "cancelNoRefund" | "noRefund" | `status.${string}`): string;
};
/** The one "Wallet" text a card needs: a wallet card's own amount with the visitor's beside it. */
export type WalletT = (key: "balanceConverted", values: { own: string; shown: string }) => string;

/**
 * One booking as the trip lists show it, every text already in the visitor's language and currency: the same card
 * whether the page was rendered for the visitor or a shared page asked GET /api/trips for it.
 */
export type TripCard = {
  reference: string;
  title: string;
  city: string | null;
  /** The room of a stay, or an activity's participants ("2 participants"). */
  room: string | null;
  /** A stay's days ("Mar 10, 2027 – Mar 12, 2027"), or an activity's day and time where it takes place. */
  dates: string;
  referenceText: string;
  /** PAID for a booking paid when booked. */
  payStatus: PayLaterStatus;
  paid: string;
  /** The card refund a cancellation gave, when it gave one. */
  refund: string | null;
  /** What a cancellation put back on wallet cards, one text per card. */
  walletRestored: string[];
  /** "Cancelled on Dec 6, 2026", for a cancelled booking (./cancelled-words.ts). */
  cancelledOn: string | null;
  /** "No refund", for a cancelled booking that was charged and gave nothing back. */
  noRefund: string | null;
  status: string;
  statusLabel: string;
  cancellable: boolean;
  /** What cancelling now would give back (cancelText), for the confirmation dialog. */
  cancelText: string;
  /** The amount a guest would pay now on their manage-booking page (a pay-later charge due or failed), or null. */
  owing: string | null;
};

/**
 * Every amount of a trip in the visitor's currency: the booking's own amounts through the rate it was made with (so
 * a refund reads in the money that was paid), then — if the visitor has since chosen another currency — today's
 * rate. What the card is charged or refunded is said first in the booking's currency, the card's ("€198.00 (about
 * $215.22)", lib/locale/charged-text.ts). A wallet card's part keeps its own currency, with the visitor's beside it.
 */
function tripMoney(money: Money, tw: WalletT, tc: ChargedT, locale: string) {
  const charged = (r: ReservationView, minor: number, memberMinor: number) =>
    chargedText(tc, money.original(minor, r.currency), money.display(memberMinor, r.memberCurrency));
  return {
    paid: (r: ReservationView) => charged(r, r.totalMinor, r.memberTotalMinor),
    charged,
    wallet: (p: { amountMinor: number; currency: string }) => balanceText(money.view([p.currency]), p.amountMinor, p.currency, locale, tw),
  };
}

/**
 * What cancelling would give back, as the cancellation will do it (lib/terms/refund.ts refundPlan, the plan the
 * cancellation carries out): the card part, then each wallet card with what comes back to it, or that it is kept. A
 * booking paid later and not charged yet has nothing to give back: nothing is charged.
 */
export function cancelText(
  r: { walletIfCancelled: readonly { type: string; cardCode: string; currency: string; amountMinor: number }[] } & Pick<
    ReservationView,
    "refundIfCancelledMinor" | "payLater"
  >,
  money: { refund: string; wallet: (part: { amountMinor: number; currency: string }) => string },
  t: TripsT,
): string {
  const restored = r.walletIfCancelled.filter((p) => p.amountMinor > 0);
  const nothingBack = r.refundIfCancelledMinor === 0 && restored.length === 0;
  const unpaid = r.payLater?.status === "DUE" || r.payLater?.status === "FAILED";
  return [
    r.refundIfCancelledMinor > 0 ? t("cancelText", { amount: money.refund }) : "",
    nothingBack ? t(unpaid ? "cancelNothingCharged" : "cancelNoRefund") : "",
    ...r.walletIfCancelled.map((p) =>
      p.amountMinor > 0
        ? t("cancelWallet", { amount: money.wallet(p), type: p.type, code: p.cardCode })
        : t("cancelWalletKept", { type: p.type, code: p.cardCode }),
    ),
  ]
    .filter(Boolean)
    .join(" ");
}

/** "Paid $528.00", or for a booking paid later: "Due 12 Jan 2027: $528.00", "Payment failed: …" or "Nothing charged". */
function paidText(r: ReservationView, shown: ReturnType<typeof tripMoney>, day: (iso: string) => string, t: TripsT): string {
  const later = r.payLater;
  if (!later || later.status === "PAID") return t("paid", { amount: shown.paid(r) });
  const amount = shown.charged(r, later.amountMinor, later.memberAmountMinor);
  if (later.status === "DUE") return t("due", { date: day(later.dueOn), amount });
  return later.status === "FAILED" ? t("payFailed", { amount }) : t("nothingCharged");
}

/** The trip lists' cards for `trips`, written in `locale` with every amount in the visitor's currency (`money`). */
export function tripCards(
  trips: ReservationView[],
  /** `rooms`: the catalogue's room names in the visitor's language (the booking stored the English one). */
  words: { t: TripsT; tw: WalletT; tc: ChargedT; money: Money; locale: string; timeZone: string; rooms: NameGroup },
): TripCard[] {
  const { t, tw, tc, money, locale } = words;
  const shown = tripMoney(money, tw, tc, locale);
  // Stay dates are calendar days: written for the visitor's language, not as ISO text (which, in Arabic, broke across
  // lines at its hyphens).
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale, "UTC", { dateStyle: "medium" });
  return trips.map((r) => {
    // An activity is said in its own words: its day and time, and who takes part — no check-in, no room.
    const activity = r.items.length === 1 && r.items[0]!.kind === "ACTIVITY" ? r.items[0]! : null;
    const payStatus = r.payLater?.status ?? "PAID";
    const owes = r.status === "CONFIRMED" && (payStatus === "DUE" || payStatus === "FAILED");
    const refund = r.refundMinor && r.memberRefundMinor !== null ? shown.charged(r, r.refundMinor, r.memberRefundMinor) : null;
    const cancelled = cancelledParts(
      { status: r.status, cancelledAt: r.cancelledAt, charged: payStatus !== "RELEASED" },
      { refund, wallet: r.walletRestored.map(shown.wallet) },
      words,
    );
    return {
      reference: r.reference,
      title: orderTitle(
        { propertyName: r.property?.name ?? null, items: r.items.map((i) => ({ ...i, catalogue: null })) },
        words.rooms,
        partSeparator(locale),
        locale,
      ),
      city: r.property?.city ?? null,
      room: activity ? t("participants", { count: r.guests }) : r.room && catalogueName(words.rooms, r.room),
      dates: activity
        ? placeTimeText(localeFormat(locale), activity.startsAt, itemTimeZone(activity, r.property?.timeZone))
        : `${day(r.checkIn)} – ${day(r.checkOut)}`,
      referenceText: t("reference", { reference: r.reference }),
      payStatus,
      paid: paidText(r, shown, day, t),
      refund: refund && t("refund", { amount: refund }),
      walletRestored: r.walletRestored.map((p) => t("walletRefund", { amount: shown.wallet(p) })),
      cancelledOn: cancelled?.on ?? null,
      noRefund: cancelled?.noRefund ?? null,
      status: r.status,
      statusLabel: t(`status.${r.status}`),
      cancellable: r.cancellable,
      cancelText: r.cancellable
        ? cancelText(r, { refund: shown.charged(r, r.refundIfCancelledMinor, r.memberRefundIfCancelledMinor), wallet: shown.wallet }, t)
        : "",
      owing: owes ? shown.charged(r, r.payLater!.amountMinor, r.payLater!.memberAmountMinor) : null,
    };
  });
}
