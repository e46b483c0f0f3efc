import Image from "next/image";
import { getFormatter } from "next-intl/server";
import { getTranslations, translatorFor } from "@/lib/locale/translations";
import { getRequestContext } from "@/lib/http/page-context";
import type { ReactNode } from "react";
import { CancelBookingButton } from "@/components/booking/cancel-booking-button";
import { cancelText } from "@/lib/orders/trip-cards";
import { cancelledLine, cancelledParts } from "@/lib/orders/cancelled-words";
import { Money } from "@/components/locale/money";
import { SMALL_WIDTH } from "@/lib/booking/pictures";
import { moneyFormatter } from "@/lib/locale/display-money";
import type { TripItem, TripView } from "@/lib/orders/trip-view";
import { childAgesOf, clockText, dayText, fullAddress, localText, venueText, participantsOf, stayDays, zonedText } from "@/lib/orders/trip-words";
import { partyOf } from "@/lib/booking/occupancy";
import { partyWords, type PartyT } from "@/lib/booking/party-words";
import { deadlineWords, termsText, type TermsT, type TermsWords } from "@/lib/terms/words";
import { placeTimeText } from "@/lib/orders/place-time";
import { ItemFacts, MapLink } from "./item-facts";
import { PrintButton } from "./print-button";
import { PayDueForm } from "@/components/booking/pay-due-form";
import { tripCardAmount } from "@/lib/orders/trip-card-money";
import { payDueTexts } from "@/components/booking/pay-due-texts";
import { partSeparator } from "@/lib/locale/part-separator";
import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";
import { itemTitle, orderTitle } from "@/lib/orders/item-title";
import { CorrectNameButton } from "./correct-name-button";
import { TripChanges } from "./trip-changes";
import { ChangeDatesPart } from "./change-dates-part";
import { bookingRefLine, seatsAtCheckInLine } from "@/lib/orders/booking-ref-words";
import type { TripT } from "@/lib/orders/trip-words";
import { AddBagsPart } from "./add-bags-part";
import { ChangeFlightPart } from "./change-flight-part";

type Props = {
  trip: TripView;
  /** The organisation's time zone: the calendar of catalogue deadlines and of times with no place of their own. */
  timeZone: string;
  /** The .ics download of this trip (the owner's route, or a guest's). */
  calendarHref: string | null;
  /** Whether this viewer may cancel here (POST /api/booking/cancel acts for the signed-in owner). */
  canCancel: boolean;
  /** Shown above the facts, e.g. the confirmation's thanks. */
  banner?: ReactNode;
  /** A guest's manage-booking token: cancelling and paying what is due go through the manage calls with it. */
  manageToken?: string;
};

const money = (trip: TripView, amountMinor: number) => <Money amountMinor={amountMinor} currency={trip.currency} displayCurrency={trip.currency} />;

/**
 * One order as its traveller needs it: what, where, when, who, what was paid and how, the cancellation policy and its
 * deadline, and the actions (calendar, print, cancel). Shared by the confirmation, the trip page under My Trips and a
 * guest's manage-booking page.
 */
export async function TripDetails({ trip, timeZone, calendarHref, canCancel, banner, manageToken }: Props) {
  const via = manageToken ? { token: manageToken } : undefined;
  const t = await getTranslations("Trip");
  const ts = await getTranslations("Trips");
  const format = await getFormatter();
  const { locale } = await getRequestContext();
  const original = await moneyFormatter(locale, trip.currency);
  const tc = await getTranslations("Checkout");
  // Room names in the reader's language where the catalogue's names have them (the stored title is English).
  const rooms = (await getTranslations("Rooms")) as unknown as NameGroup;
  const sep = partSeparator(locale);
  // The terms engine's words (lib/terms): the same sentence as the checkout, the e-mail and the cancel dialog.
  const terms: TermsWords = { t: (await getTranslations("Terms")) as unknown as TermsT, format, money: original.original };
  // The card's amounts in its own currency, the member's beside them (lib/orders/trip-card-money.ts).
  const card = (cardMinor: number, memberMinor: number) => tripCardAmount(trip, cardMinor, memberMinor, original.original, tc);
  const cancelled = trip.status === "CANCELLED";
  // Paid later and not charged yet: due on its day, or its kept card declined.
  const unpaid = trip.payLater?.status === "DUE" || trip.payLater?.status === "FAILED";
  const cancellation = cancelledParts(
    { status: trip.status, cancelledAt: trip.cancelledAt, charged: trip.payLater?.status !== "RELEASED" },
    {
      refund: trip.refundMinor ? card(trip.card.refundMinor ?? 0, trip.refundMinor) : null,
      wallet: trip.walletRestored.map((p) => original.original(p.amountMinor, p.currency)),
    },
    { t: await translatorFor(locale, timeZone, "Trips"), locale, timeZone },
  );
  const stay = trip.items.find((i) => i.kind === "STAY");
  const childAges = childAgesOf(stay);
  const party = (await getTranslations("Trip.party")) as unknown as PartyT;
  const days = stayDays(trip);
  const nights = Math.round((Date.parse(days.checkOut) - Date.parse(days.checkIn)) / 86_400_000);
  return (
    <article className="trip-details max-w-5xl space-y-6" data-testid="trip-details" data-reference={trip.reference}>
      {banner}
      <header className="flex flex-col gap-4 sm:flex-row">
        {trip.photo ? (
          <Image
            src={trip.photo}
            alt={t("photoOf", { name: trip.title })}
            width={SMALL_WIDTH}
            height={(SMALL_WIDTH * 2) / 3}
            sizes="(min-width: 640px) 16rem, 100vw"
            className="h-48 w-full rounded-xl object-cover sm:h-40 sm:w-64"
            data-testid="trip-photo"
          />
        ) : null}
        <div className="space-y-1">
          <p className="inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold" data-testid="trip-status">
            {ts(`status.${trip.status as "CONFIRMED"}`)}
          </p>
          <h2 className="text-2xl font-bold" data-testid="trip-title">
            {orderTitle({ propertyName: trip.place?.name ?? null, items: trip.items }, rooms, sep, locale)}
          </h2>
          {cancellation ? (
            <p className="font-semibold text-red-800" data-testid="trip-cancelled">
              {cancelledLine(cancellation, locale)}
            </p>
          ) : null}
          {trip.place ? (
            <address className="text-sm not-italic text-slate-700" data-testid="trip-address">
              {/* An address keeps its own direction inside an Arabic page. */}
              <bdi>{fullAddress(trip.place)}</bdi>
            </address>
          ) : null}
          {trip.place ? <MapLink lat={trip.place.latitude} lng={trip.place.longitude} /> : null}
          <p className="text-sm text-slate-600">
            {t("reference")}{" "}
            <span className="font-mono text-base font-bold text-slate-900" data-testid="booking-reference">
              {trip.reference}
            </span>
          </p>
          <p className="text-xs text-slate-600">{t("bookedOn", { date: localText(format, trip.bookedAt, timeZone) })}</p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          {stay && trip.place ? (
            <section className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-4" aria-label={t("dates")} data-testid="trip-dates">
              <div>
                <p className="text-sm text-slate-600">{t("checkIn")}</p>
                <p className="font-semibold" data-testid="trip-check-in">
                  {dayText(format, days.checkIn)}
                </p>
                <p className="text-sm">{t("fromTime", { time: clockText(format, trip.place.checkInTime) })}</p>
              </div>
              <div>
                <p className="text-sm text-slate-600">{t("checkOut")}</p>
                <p className="font-semibold" data-testid="trip-check-out">
                  {dayText(format, days.checkOut)}
                </p>
                <p className="text-sm">{t("untilTime", { time: clockText(format, trip.place.checkOutTime) })}</p>
              </div>
              <p className="col-span-2 text-sm text-slate-700" data-testid="trip-stay-facts">
                {[
                  trip.room && catalogueName(rooms, trip.room),
                  t("nights", { count: nights }),
                  childAges.length ? partyWords(party, locale, partyOf(trip.guests, childAges)) : t("guests", { count: trip.guests }),
                  t("rooms", { count: trip.rooms }),
                ]
                  .filter(Boolean)
                  .join(sep)}
              </p>
              {canCancel ? <ChangeDatesPart trip={trip} terms={terms} via={via} /> : null}
            </section>
          ) : null}

          {/* A single stay is said by the dates above; anything else lists its items with their own facts. */}
          {trip.items.length > 1 || !stay ? (
            <section className="space-y-3" aria-labelledby="trip-items">
              <h3 id="trip-items" className="text-lg font-semibold">
                {t("itinerary")}
              </h3>
              <ul className="space-y-3">
                {trip.items.map((item) => (
                  <ItemCard key={item.id} item={item} title={itemTitle(item, rooms, sep, locale)}>
                    <SeatsAtCheckInLine trip={trip} item={item} />
                    {canCancel && trip.addBagsItemId === item.id ? <AddBagsPart reference={trip.reference} via={via} /> : null}
                    {canCancel && trip.flightChangeClosed?.itemId === item.id ? (
                      <p className="mt-3 text-sm text-slate-600" data-testid="change-flight-closed">
                        {t("changeFlightClosed")}
                      </p>
                    ) : null}
                    {canCancel && trip.flightChange?.itemId === item.id ? (
                      <ChangeFlightPart reference={trip.reference} item={item} feeMinor={trip.flightChange.feeMinor} via={via} />
                    ) : null}
                  </ItemCard>
                ))}
              </ul>
            </section>
          ) : null}

          {trip.travellers.length > 0 ? (
            <section aria-labelledby="trip-travellers">
              <h3 id="trip-travellers" className="text-lg font-semibold">
                {t("travellers")}
              </h3>
              <ul className="mt-1 text-sm" data-testid="trip-travellers">
                {trip.travellers.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
              {trip.contactEmail ? <p className="mt-1 text-sm text-slate-600">{t("contact", { email: trip.contactEmail })}</p> : null}
              {canCancel && trip.nameCorrection.open ? (
                <div className="mt-2 space-y-2 print:hidden">
                  <p className="text-sm text-slate-600" data-testid="trip-name-rule">
                    {t("nameRule", { count: trip.nameCorrection.maxLetters })}
                  </p>
                  <CorrectNameButton
                    reference={trip.reference}
                    firstName={trip.nameCorrection.firstName}
                    lastName={trip.nameCorrection.lastName}
                    via={via}
                    texts={{
                      button: t("correctName"),
                      title: t("correctNameTitle"),
                      rule: t("nameRule", { count: trip.nameCorrection.maxLetters }),
                      firstName: t("nameFirst"),
                      lastName: t("nameLast"),
                      save: t("nameSave"),
                      keep: t("nameKeep"),
                      same: t("nameSame"),
                      invalid: t("nameInvalid"),
                      closed: t("nameClosed"),
                    }}
                  />
                </div>
              ) : null}
            </section>
          ) : null}

          <TripChanges changes={trip.changes} timeZone={timeZone} />
        </div>
        <aside className="space-y-6">
          <section
            className="rounded-xl border border-slate-200 p-4"
            aria-labelledby="trip-payment"
            data-testid="trip-payment"
            data-pay-status={trip.payLater?.status ?? "PAID"}
          >
            <h3 id="trip-payment" className="text-lg font-semibold">
              {unpaid || trip.payLater?.status === "RELEASED" ? t("paymentPlan") : t("payment")}
            </h3>
            {trip.payLater?.status === "FAILED" && !cancelled ? (
              <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800" data-testid="trip-pay-failed">
                {t("payFailed", { date: dayText(format, trip.payLater.dueOn), last4: trip.payLater.last4 ?? "" })}
                {trip.payLater.payBy ? ` ${t("payFailedDeadline", { deadline: zonedText(format, trip.payLater.payBy, timeZone) })}` : null}
              </p>
            ) : null}
            <dl className="mt-2 space-y-1 text-sm">
              {trip.wallet.map((w, i) => (
                <div key={i} className="flex justify-between gap-4" data-testid="paid-wallet" data-card-code={w.cardCode}>
                  <dt>
                    {t(`wallet.${w.type as "CASH_CARD"}`, { code: w.cardCode })}
                    {w.ownCurrency !== trip.currency ? (
                      <span className="text-slate-600"> ({t("ownAmount", { amount: original.original(w.ownMinor, w.ownCurrency) })})</span>
                    ) : null}
                  </dt>
                  <dd data-testid="paid-wallet-amount">{money(trip, w.amountMinor)}</dd>
                </div>
              ))}
              {trip.payLater && trip.payLater.status !== "PAID" ? (
                <PayLaterLine trip={trip} amount={card(trip.payLater.amountMinor, trip.payLater.memberAmountMinor)} />
              ) : trip.cardPaidMinor > 0 || trip.wallet.length === 0 ? (
                <div className="flex justify-between gap-4" data-testid="paid-card">
                  <dt>{trip.cardLast4 ? t("paidCardLast4", { last4: trip.cardLast4 }) : t("paidCard")}</dt>
                  <dd data-testid="paid-card-amount">{card(trip.card.paidMinor, trip.card.memberPaidMinor)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
                <dt>{t("total")}</dt>
                <dd data-testid="trip-total">{money(trip, trip.totalMinor)}</dd>
              </div>
              {cancelled ? <Refunds trip={trip} original={original} cardRefund={card(trip.card.refundMinor ?? 0, trip.refundMinor ?? 0)} /> : null}
            </dl>
            {trip.payLater?.status === "DUE" && !cancelled ? (
              <p className="mt-2 text-sm text-slate-700" data-testid="trip-due-note">
                {t("dueNote", { date: dayText(format, trip.payLater.dueOn) })}
              </p>
            ) : null}
            {trip.payLater?.status === "RELEASED" ? (
              <p className="mt-2 text-sm text-slate-700" data-testid="trip-nothing-charged">
                {t("releasedNote")}
              </p>
            ) : null}
            {canCancel && unpaid && !cancelled ? (
              <div className="mt-3 print:hidden">
                <PayDueForm
                  reference={trip.reference}
                  via={via}
                  prominent={trip.payLater!.status === "FAILED"}
                  texts={await payDueTexts(card(trip.payLater!.amountMinor, trip.payLater!.memberAmountMinor))}
                />
              </div>
            ) : null}
          </section>

          <section aria-labelledby="trip-policy" data-testid="trip-policy">
            <h3 id="trip-policy" className="text-lg font-semibold">
              {t("policy")}
            </h3>
            {trip.freeUntil && !cancelled ? (
              <p className="mt-1 font-semibold text-emerald-700" data-testid="free-until">
                {t("freeUntil", { deadline: deadlineWords(terms, trip.freeUntil) })}
              </p>
            ) : null}
            <ul className="mt-1 space-y-1 text-sm">
              {trip.items.map((item) => (
                <li key={item.id} data-testid="item-terms">
                  {trip.items.length > 1 ? <span className="font-semibold">{itemTitle(item, rooms, sep, locale)}: </span> : null}
                  {cancelled ? null : termsText(item.statement, terms)}
                </li>
              ))}
            </ul>
          </section>

          <div className="flex flex-wrap gap-3 print:hidden" data-testid="trip-actions">
            {calendarHref && !cancelled ? (
              <a
                href={calendarHref}
                download={`${trip.reference}.ics`}
                className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
                data-testid="add-to-calendar"
              >
                {t("addToCalendar")}
              </a>
            ) : null}
            <PrintButton label={t("print")} />
            {canCancel && trip.cancellable ? (
              <CancelBookingButton
                reference={trip.reference}
                via={via}
                refundText={cancelText(
                  trip,
                  {
                    refund: card(trip.card.refundIfCancelledMinor, trip.refundIfCancelledMinor),
                    wallet: (part) => original.original(part.amountMinor, part.currency),
                  },
                  await translatorFor(locale, timeZone, "Trips"),
                )}
              />
            ) : null}
          </div>
        </aside>
      </div>
    </article>
  );
}

/** `title`: the item's title in the reader's language (lib/orders/item-title.ts); `children`: the item's own actions. */
async function ItemCard({ item, title, children }: { item: TripItem; title: string; children?: ReactNode }) {
  const t = await getTranslations("Trip");
  const format = await getFormatter();
  const timed = item.kind === "ACTIVITY";
  const bookingRef = bookingRefLine(item, t as unknown as TripT);
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="trip-item" data-kind={item.kind}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t(`kind.${item.kind as "STAY"}`)}</p>
      <p className="font-semibold" data-testid="trip-item-title">
        {title}
      </p>
      {timed ? (
        <p className="text-sm" data-testid="trip-item-time">
          {placeTimeText(format, item.startsAt, item.timeZone)}
        </p>
      ) : null}
      {item.venue ? (
        <p className="text-sm" data-testid="trip-item-venue">
          {venueText(item.venue, partSeparator((await getRequestContext()).locale))}
        </p>
      ) : null}
      {timed && participantsOf(item) ? (
        <p className="text-sm" data-testid="trip-participants">
          {t("participants", { count: participantsOf(item)! })}
        </p>
      ) : null}
      {bookingRef ? (
        <p className="text-sm text-slate-600" data-testid="trip-booking-ref">
          {bookingRef}
        </p>
      ) : null}
      <div className="mt-2">
        <ItemFacts item={item} />
      </div>
      {children}
    </li>
  );
}

/** Where this flight's seats are chosen, when its airline takes no seat choice after booking (lib/orders/changes/seats-at-check-in.ts). */
async function SeatsAtCheckInLine({ trip, item }: { trip: TripView; item: TripItem }) {
  const at = trip.seatsAtCheckIn.find((s) => s.itemId === item.id);
  if (!at) return null;
  const t = await getTranslations("Trip");
  return (
    <p className="mt-3 text-sm text-slate-600" data-testid="trip-seats-check-in">
      {seatsAtCheckInLine(item, at.airline, t as unknown as TripT)}
    </p>
  );
}

/** The pay-later charge: due on its day from the kept card, still to pay after a decline, or released by a cancellation. */
async function PayLaterLine({ trip, amount }: { trip: TripView; amount: string }) {
  const t = await getTranslations("Trip");
  const format = await getFormatter();
  const later = trip.payLater!;
  const label =
    later.status === "DUE"
      ? t("dueCard", { date: dayText(format, later.dueOn), last4: later.last4 ?? "" })
      : later.status === "FAILED"
        ? t("stillToPay")
        : t("nothingCharged");
  return (
    <div className={`flex justify-between gap-4 ${later.status === "FAILED" ? "font-semibold text-red-700" : ""}`} data-testid="trip-due">
      <dt>{label}</dt>
      <dd data-testid="trip-due-amount">{later.status === "RELEASED" ? money(trip, 0) : amount}</dd>
    </div>
  );
}

async function Refunds({
  trip,
  original,
  cardRefund,
}: {
  trip: TripView;
  original: { original: (amountMinor: number, currency: string) => string };
  cardRefund: string;
}) {
  const t = await getTranslations("Trip");
  return (
    <>
      {trip.refundMinor ? (
        <div className="flex justify-between gap-4 text-emerald-700" data-testid="refund-card">
          <dt>{t("refundedCard")}</dt>
          <dd>{cardRefund}</dd>
        </div>
      ) : null}
      {trip.walletRestored.map((p, i) => (
        <div key={i} className="flex justify-between gap-4 text-emerald-700" data-testid="wallet-restored">
          <dt>{t("refundedWallet")}</dt>
          <dd>{original.original(p.amountMinor, p.currency)}</dd>
        </div>
      ))}
    </>
  );
}
