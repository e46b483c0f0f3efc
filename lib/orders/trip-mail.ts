import { formatMoney } from "@/lib/locale/format";
import type { Locale } from "@/lib/locale/locales";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import type { CruiseDetails } from "@/lib/suppliers/cruises/types";
import type { FlightDetails } from "@/lib/suppliers/flights/types";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";
import type { ChargedT } from "@/lib/locale/charged-text";
import { tripCardAmount } from "./trip-card-money";
import { bookingRefLine } from "./booking-ref-words";
import type { TripItem, TripView } from "./trip-view";
import { childAgesOf, clockText, venueText, dayText, mapUrl, participantsOf, stayDays, type Format, type TripT } from "./trip-words";
import { partyOf } from "@/lib/booking/occupancy";
import { partyWords } from "@/lib/booking/party-words";
import { deadlineWords, termsText, type TermsWords } from "@/lib/terms/words";
import { placeTimeText } from "./place-time";
import { flightExtrasLines } from "./flight-extras-words";
import { carExtrasLines } from "./car-extras-words";
import { partSeparator } from "@/lib/locale/part-separator";
import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";
import { airportCityIn } from "@/lib/places/airport-city-names";
import { itemTitle, orderTitle } from "./item-title";

type Texts = {
  t: TripT;
  tc: ChargedT;
  format: Format;
  terms: TermsWords;
  tripUrl: string;
  cabinText: (cabin: CruiseDetails["cabin"]) => string;
  rooms: NameGroup;
  fares: NameGroup;
};

/** "2 guests", or with children "2 adults, 1 child (age 4)", as the trip page says it. */
function guestsText(trip: TripView, { t, locale }: { t: TripT; locale: Locale }): string {
  const childAges = childAgesOf(trip.items.find((i) => i.kind === "STAY"));
  if (childAges.length === 0) return t("guests", { count: trip.guests });
  return partyWords((key, values) => t(`party.${key}`, values), locale, partyOf(trip.guests, childAges));
}

/**
 * The confirmation e-mail: the facts of the confirmation page in the member's language — dates, times, address and
 * map, travellers, what the card and each wallet card paid (or, paid later, when the kept card is charged), the policy
 * and its deadline — and the trip page's address
 * (for a member), or a guest's signed manage-booking link.
 */
export function tripConfirmationMail(trip: TripView, ctx: Texts & { orgName: string; locale: Locale; timeZone: string; member: boolean; manageUrl?: string }) {
  const { t, format, locale } = ctx;
  // The title in the reader's language: a flight's airports as it names their cities (./item-title.ts).
  const title = orderTitle({ propertyName: trip.place?.name ?? null, items: trip.items }, ctx.rooms, partSeparator(locale), locale);
  const money = (minor: number, currency = trip.currency) => formatMoney(minor, currency, locale);
  const card = (cardMinor: number, memberMinor: number) => tripCardAmount(trip, cardMinor, memberMinor, money, ctx.tc);
  const blocks: string[] = [];
  blocks.push(t("mailHello", { name: trip.leadFirstName }), t("mailConfirmed", { reference: trip.reference }));

  const where = [title];
  if (trip.place) where.push(`${trip.place.address}, ${trip.place.city}`, `${t("map")}: ${mapUrl(trip.place.latitude, trip.place.longitude)}`);
  blocks.push(where.join("\n"));

  if (trip.place && trip.items.some((i) => i.kind === "STAY")) {
    const days = stayDays(trip);
    blocks.push(
      [
        `${t("checkIn")}: ${dayText(format, days.checkIn)}, ${t("fromTime", { time: clockText(format, trip.place.checkInTime) })}`,
        `${t("checkOut")}: ${dayText(format, days.checkOut)}, ${t("untilTime", { time: clockText(format, trip.place.checkOutTime) })}`,
        [trip.room && catalogueName(ctx.rooms, trip.room), guestsText(trip, ctx), t("rooms", { count: trip.rooms })]
          .filter(Boolean)
          .join(partSeparator(locale)),
      ].join("\n"),
    );
  }
  for (const item of trip.items) blocks.push(itemLinesOrTitle(item, ctx).join("\n"));
  if (trip.travellers.length) blocks.push(`${t("travellers")}: ${trip.travellers.join(", ")}`);

  blocks.push(
    [
      `${trip.payLater?.status === "DUE" ? t("paymentPlan") : t("payment")}:`,
      ...trip.wallet.map((w) => `${t(`wallet.${w.type}`, { code: w.cardCode })}: ${money(w.amountMinor)}`),
      ...(trip.payLater?.status === "DUE"
        ? [
            `${t("dueCard", { date: dayText(format, trip.payLater.dueOn), last4: trip.payLater.last4 ?? "" })}: ${card(trip.payLater.amountMinor, trip.payLater.memberAmountMinor)}`,
          ]
        : trip.cardPaidMinor > 0 || trip.wallet.length === 0
          ? [`${trip.cardLast4 ? t("paidCardLast4", { last4: trip.cardLast4 }) : t("paidCard")}: ${card(trip.card.paidMinor, trip.card.memberPaidMinor)}`]
          : []),
      `${t("total")}: ${money(trip.totalMinor)}`,
      ...(trip.payLater?.status === "DUE" ? [t("dueNote", { date: dayText(format, trip.payLater.dueOn) })] : []),
    ].join("\n"),
  );

  blocks.push(
    [
      `${t("policy")}:`,
      ...(trip.freeUntil ? [t("freeUntil", { deadline: deadlineWords(ctx.terms, trip.freeUntil) })] : []),
      ...trip.items.map(
        (i) => (trip.items.length > 1 ? `${itemTitle(i, ctx.rooms, partSeparator(locale), locale)}: ` : "") + termsText(i.statement, ctx.terms),
      ),
    ].join("\n"),
  );
  if (ctx.member) blocks.push(t("mailLink", { url: ctx.tripUrl }));
  else if (ctx.manageUrl) blocks.push(t("mailManageLink", { url: ctx.manageUrl }));
  blocks.push(t("mailThanks", { org: ctx.orgName }));
  return { subject: t("mailSubject", { title, reference: trip.reference }), text: blocks.join("\n\n") };
}

/**
 * An item whose supplier details lack its kind's usual facts (a partial or older offer) is named by its title alone:
 * the e-mail is written inside the booking's transaction and must never fail the booking it confirms.
 */
function itemLinesOrTitle(item: TripItem, ctx: Texts & { timeZone: string; locale?: string }): string[] {
  try {
    return itemLines(item, ctx);
  } catch {
    return [`${ctx.t(`kind.${item.kind}`)}: ${itemTitle(item, ctx.rooms, partSeparator(ctx.locale ?? "en-US"), ctx.locale)}`];
  }
}

function itemLines(item: TripItem, { t, format, cabinText, rooms, fares, locale = "en-US" }: Texts & { timeZone: string; locale?: string }): string[] {
  const start = placeTimeText(format, item.startsAt, item.timeZone);
  const end = placeTimeText(format, item.endsAt, item.endTimeZone);
  const head = `${t(`kind.${item.kind}`)}: ${itemTitle(item, rooms, partSeparator(locale), locale)}`;
  const ref = [bookingRefLine(item, t)].filter((line) => line !== null);
  switch (item.kind) {
    case "FLIGHT": {
      const d = item.details as FlightDetails;
      const segments = d.slices.flatMap((s) =>
        s.segments.map(
          (g) =>
            `${g.flightNumber}: ${airportCityIn(g.origin.city, locale)} (${g.origin.iata}) ${placeTimeText(format, g.departsAt, g.origin.timeZone)} → ${airportCityIn(g.destination.city, locale)} (${g.destination.iata}) ${placeTimeText(format, g.arrivesAt, g.destination.timeZone)}`,
        ),
      );
      const brand = d.slices[0]?.fareBrand;
      const fare = brand ? [t("fare", { brand: catalogueName(fares, brand), carryOn: d.baggage.carryOn, checked: d.baggage.checked })] : [];
      return [head, ...ref, ...segments, ...fare, ...flightExtrasLines(t, format, d), t("localTimes")];
    }
    case "CAR": {
      const d = item.details as CarDetails;
      return [
        head,
        ...ref,
        `${t("pickUp")}: ${start}, ${d.pickup.name}, ${d.pickup.address}`,
        `${t("dropOff")}: ${end}, ${d.dropoff.name}, ${d.dropoff.address}`,
        ...carExtrasLines(t, locale, d),
      ];
    }
    case "TRANSFER": {
      const d = item.details as TransferDetails;
      return [head, ...ref, `${t("pickUp")}: ${start}`, `${t("meetingPoint")}: ${d.meetingPoint}`];
    }
    case "CRUISE": {
      const d = item.details as CruiseDetails;
      return [
        head,
        ...ref,
        `${d.ship.name}${partSeparator(locale)}${d.line.name}`,
        `${t("cabin")}: ${cabinText(d.cabin)}`,
        `${t("departs")}: ${start}`,
        `${t("arrives")}: ${end}`,
      ];
    }
    case "ACTIVITY": {
      const guests = participantsOf(item);
      const venue = item.venue ? [venueText(item.venue)] : [];
      return [head, start, ...venue, ...(guests ? [t("participants", { count: guests })] : [])];
    }
    default:
      return [head];
  }
}
