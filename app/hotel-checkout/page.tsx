import { z } from "zod";
import { zText } from "@/lib/zod-text";
import { getTranslations } from "@/lib/locale/translations";
import { CheckoutMessage } from "@/components/ui/checkout/checkout-message";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { guestMemberOffer } from "@/components/booking/guest/guest-member-offer";
import { bookingAllowed, orgSellsProductCode } from "@/lib/booking/eligibility";
import { loadStayQuote } from "@/lib/booking/stay-quote";
import { loadSlotQuote } from "@/lib/booking/slot-quote";
import { checkoutAccount } from "@/lib/orders/checkout-account";
import { CheckoutColumns, PriceBreakdown, PriceNotes, summaryAsideClass } from "@/components/booking/checkout-parts";
import { getViewer, type Viewer } from "@/lib/page-cache/page-viewer";
import { AppError } from "@/lib/errors";
import { zId, zInt4 } from "@/lib/zod-int";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatCalendarDay } from "@/lib/locale/format";
import { termsWords } from "@/lib/terms/page-words";
import { catalogueStatement } from "@/lib/terms/of";
import { termsText } from "@/lib/terms/words";
import { getRequestContext } from "@/lib/http/page-context";
import { PayTimingProvider } from "@/components/booking/pay-timing";
import { payLaterDueDate } from "@/lib/booking/pay-later";
import { todayIn } from "@/lib/org/calendar";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";
import { catalogueName } from "@/lib/locale/catalogue-name";
import { partSeparator } from "@/lib/locale/part-separator";
import { parseChildAges } from "@/lib/booking/search-input";
import { partyOf } from "@/lib/booking/occupancy";
import { partyWords, type PartyT } from "@/lib/booking/party-words";

const Params = z.object({
  property: zId,
  room: zId,
  checkin: zText().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkout: zText().regex(/^\d{4}-\d{2}-\d{2}$/),
  guests: zInt4({ min: 1, max: 24 }).default(2),
  rooms: zInt4({ min: 1, max: 8 }).default(1),
});

/** The activity variant of the contract: /hotel-checkout?property=&slot=&guests= (slotCheckoutHref). */
const SlotParams = z.object({
  property: zId,
  slot: zId,
  guests: zInt4({ min: 1, max: 24 }).default(2),
});

/** /hotel-checkout?property=&room=&checkin=&checkout=&guests=&rooms=[&children=&ages=] — the contract with the details page. */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("Checkout");
  const { org, locale, currency } = await getRequestContext();
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const params = Params.safeParse(raw);
  const viewer = await getViewer();
  const user = viewer.user;
  const header = <PageHeader title={t("title")} />;
  const message = (text: string) => <CheckoutMessage title={t("title")} text={text} backHref="/hotel" backLabel={t("backToSearch")} />;
  const slotParams = raw.slot !== undefined ? SlotParams.safeParse(raw) : null;
  if (slotParams ? !slotParams.success : !params.success) return message(t("invalid"));
  const account = user ? await checkoutAccount(user.id) : null;
  // SPEC §6: a member whose account cannot book is told so; a guest where the organisation takes no guest bookings
  // still sees the summary, beside an invitation to sign in or join. On a page shared by a class of members, the
  // member's own details say so once on screen (OwnCheckout).
  const membersOnly = viewer.signedIn && !user ? false : !bookingAllowed(account, org);
  if (membersOnly && user) {
    return (
      <>
        {header}
        <PageBody>
          <p role="alert" data-testid="checkout-cannot-book">
            {t("failed")}
          </p>
        </PageBody>
      </>
    );
  }
  if (slotParams?.success) return <ActivityCheckout p={slotParams.data} viewer={viewer} membersOnly={membersOnly} message={message} header={header} />;
  const p = params.data!;
  const party = parseChildAges(raw, p.guests, p.rooms);
  if (!party.childAges) return message(t("invalid"));
  const childAges = party.childAges;
  let stay;
  try {
    stay = await loadStayQuote({
      propertyId: p.property,
      roomTypeId: p.room,
      checkIn: p.checkin,
      checkOut: p.checkout,
      rooms: p.rooms,
      guests: p.guests,
      childAges,
      memberPricing: viewer.memberPricing,
    });
  } catch (error) {
    if (error instanceof AppError) return message(error.fields?.[0]?.message ?? t("invalid"));
    throw error;
  }
  if (!orgSellsProductCode(org.eligibleProducts, stay.property.productCode)) return message(t("invalid"));
  if (stay.availableRooms < p.rooms) return message(t("unavailable"));
  const [money, roomNames, partyT] = await Promise.all([moneyFormatter(locale, currency), getTranslations("Rooms"), getTranslations("Trip.party")]);
  const day = (iso: string) => formatCalendarDay(iso, locale);
  const q = stay.quote;
  const policy = termsText(catalogueStatement(stay.property, p.checkin, new Date(), org.timeZone), await termsWords(locale));
  // Pay later (lib/booking/pay-later.ts): offered to members and guests alike — the provider keeps either's card.
  const dueOn = payLaterDueDate(stay.property, p.checkin, todayIn(org.timeZone));
  return (
    <>
      {header}
      <PageBody>
        <PayTimingProvider dueText={dueOn && !membersOnly ? day(dueOn) : null}>
          <CheckoutColumns
            viewer={viewer}
            org={org}
            ask={{ product: stay.property.productCode, totalMinor: q.totalMinor, currency: q.currency }}
            booking={{ propertyId: p.property, roomTypeId: p.room, checkIn: p.checkin, checkOut: p.checkout, guests: p.guests, rooms: p.rooms, childAges }}
            price={{ totalMinor: q.totalMinor, currency: q.currency, view: money.view([q.currency]) }}
            membersOnly={membersOnly}
            summary={(walletSlot) => (
              <aside className={summaryAsideClass} data-testid="checkout-summary">
                <h2 className="text-lg font-semibold">{t("yourStay")}</h2>
                <div>
                  <p className="font-semibold" data-testid="checkout-property">
                    {stay.property.name}
                  </p>
                  <p className="text-sm text-slate-600">{stay.property.city}</p>
                  <p className="mt-1 text-sm">
                    {t("room")}: <span data-testid="checkout-room">{catalogueName(roomNames, stay.room.name)}</span>
                  </p>
                  <p className="text-sm">
                    {t("dates", { checkIn: day(p.checkin), checkOut: day(p.checkout) })}
                    {partSeparator(locale)}
                    {t("nights", { count: q.nights })}
                  </p>
                  <p className="text-sm">
                    <span data-testid="checkout-party">
                      {childAges.length ? partyWords(partyT as unknown as PartyT, locale, partyOf(p.guests, childAges)) : t("guests", { count: p.guests })}
                    </span>
                    {partSeparator(locale)}
                    {t("rooms", { count: p.rooms })}
                  </p>
                  <p className="mt-2 text-sm text-slate-600" data-testid="checkout-policy">
                    {policy}
                  </p>
                  {dueOn ? (
                    <p className="mt-1 text-sm font-semibold text-emerald-700" data-testid="checkout-pay-later-offer">
                      {t("payLaterOffer", { date: day(dueOn) })}
                    </p>
                  ) : null}
                </div>
                <PriceBreakdown chargesLabel={t("roomCharges")} quote={q} money={money} />
                <PriceNotes quote={q} money={money} memberOffer={guestMemberOffer(viewer.signedIn, q, money)} />
                {walletSlot}
              </aside>
            )}
          />
        </PayTimingProvider>
      </PageBody>
    </>
  );
}

/** Checkout of an activity slot: the same form and wallet, the activity's day, time and places in the summary. */
async function ActivityCheckout({
  p,
  viewer,
  membersOnly,
  message,
  header,
}: {
  p: z.infer<typeof SlotParams>;
  viewer: Viewer;
  membersOnly: boolean;
  message: (text: string) => React.ReactNode;
  header: React.ReactNode;
}) {
  const t = await getTranslations("Checkout");
  const { org, locale, currency } = await getRequestContext();
  let activity;
  try {
    activity = await loadSlotQuote({ propertyId: p.property, slotId: p.slot, guests: p.guests, memberPricing: viewer.memberPricing });
  } catch (error) {
    if (error instanceof AppError) return message(error.status === 409 ? t("unavailable") : t("invalid"));
    throw error;
  }
  if (!orgSellsProductCode(org.eligibleProducts, activity.property.productCode)) return message(t("invalid"));
  if (activity.slot.remaining < p.guests) return message(t("unavailable"));
  const money = await moneyFormatter(locale, currency);
  const q = activity.quote;
  const when = placeTimeText(localeFormat(locale), activity.slot.startsAt, activity.property.timeZone);
  // The engine's sentence for this slot, its days the activity's place's, as the booking will store it.
  const policy = termsText(catalogueStatement(activity.property, activity.slot.startsAt.toISOString(), new Date(), org.timeZone), await termsWords(locale));
  return (
    <>
      {header}
      <PageBody>
        <CheckoutColumns
          viewer={viewer}
          org={org}
          ask={{ product: activity.property.productCode, totalMinor: q.totalMinor, currency: q.currency }}
          booking={{ propertyId: p.property, slotId: p.slot, guests: p.guests }}
          price={{ totalMinor: q.totalMinor, currency: q.currency, view: money.view([q.currency]) }}
          membersOnly={membersOnly}
          summary={(walletSlot) => (
            <aside className={summaryAsideClass} data-testid="checkout-summary">
              <h2 className="text-lg font-semibold">{t("yourActivity")}</h2>
              <div>
                <p className="font-semibold" data-testid="checkout-property">
                  {activity.property.name}
                </p>
                <p className="text-sm text-slate-600">{activity.property.city}</p>
                <p className="mt-1 text-sm" data-testid="checkout-slot">
                  {when}
                </p>
                <p className="text-sm" data-testid="checkout-participants">
                  {t("participants", { count: p.guests })}
                </p>
                <p className="mt-2 text-sm text-slate-600" data-testid="checkout-policy">
                  {policy}
                </p>
              </div>
              <PriceBreakdown chargesLabel={t("activityCharges")} quote={q} money={money} />
              {walletSlot}
            </aside>
          )}
        />
      </PageBody>
    </>
  );
}
