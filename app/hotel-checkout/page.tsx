import { z } from "zod";
import { getTranslations } from "next-intl/server";
import { CheckoutForm } from "@/components/booking/checkout-form";
import { CheckoutMessage } from "@/components/orders/checkout-message";
import { PageBody, PageHeader } from "@/components/ui/page-header";
import { MembersOnlyPrompt } from "@/components/booking/guest/members-only-prompt";
import { guestMemberOffer } from "@/components/booking/guest/guest-member-offer";
import { getSessionUser } from "@/lib/auth/current-user";
import { listTravelers } from "@/lib/account/travelers";
import { bookingAllowed, orgSellsProductCode } from "@/lib/booking/eligibility";
import { memberPricingFor } from "@/lib/booking/member-pricing";
import { loadStayQuote } from "@/lib/booking/stay-quote";
import { loadSlotQuote } from "@/lib/booking/slot-quote";
import { rateSnapshot } from "@/lib/locale/rates";
import { checkoutWalletData } from "@/lib/wallet/checkout-data";
import { PriceBreakdown, PriceNotes, WalletSlot, WithWallet, prefillOf, summaryAsideClass, type Account } from "@/components/booking/checkout-parts";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { zId, zInt4 } from "@/lib/http/zod-int";
import { moneyFormatter } from "@/lib/locale/display-money";
import { formatDate } from "@/lib/locale/format";
import { stayPolicyText } from "@/components/orders/policy-text";
import { getRequestContext } from "@/lib/request-context";
import { PayTimingProvider } from "@/components/booking/pay-timing";
import { payLaterDueDate } from "@/lib/booking/pay-later";
import { todayIn } from "@/lib/org/calendar";

const Params = z.object({
  property: zId,
  room: zId,
  checkin: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkout: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  guests: zInt4({ min: 1, max: 24 }).default(2),
  rooms: zInt4({ min: 1, max: 8 }).default(1),
});

/** The activity variant of the contract: /hotel-checkout?property=&slot=&guests= (slotCheckoutHref). */
const SlotParams = z.object({
  property: zId,
  slot: zId,
  guests: zInt4({ min: 1, max: 24 }).default(2),
});

/** /hotel-checkout?property=&room=&checkin=&checkout=&guests=&rooms= — the contract with the details page. */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("Checkout");
  const { org, locale, currency } = await getRequestContext();
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const params = Params.safeParse(raw);
  const user = await getSessionUser();
  const header = <PageHeader title={t("title")} />;
  const message = (text: string) => <CheckoutMessage title={t("title")} text={text} backHref="/hotel" backLabel={t("backToSearch")} />;
  const slotParams = raw.slot !== undefined ? SlotParams.safeParse(raw) : null;
  if (slotParams ? !slotParams.success : !params.success) return message(t("invalid"));
  const account = user
    ? await db.user.findUnique({
        where: { id: user.id },
        select: { canUserBook: true, title: true, firstName: true, lastName: true, email: true, mobileNo: true, nationalityId: true },
      })
    : null;
  // SPEC §6: a member whose account cannot book is told so; a guest where the organisation takes no guest bookings
  // still sees the summary, beside an invitation to sign in or join.
  const membersOnly = !bookingAllowed(account, org);
  if (membersOnly && user) {
    return (
      <>
        {header}
        <PageBody>
          <p role="alert">{t("failed")}</p>
        </PageBody>
      </>
    );
  }
  if (slotParams?.success)
    return <ActivityCheckout p={slotParams.data} account={account} userId={user?.id ?? null} membersOnly={membersOnly} message={message} header={header} />;
  const p = params.data!;
  let stay;
  try {
    stay = await loadStayQuote({
      propertyId: p.property,
      roomTypeId: p.room,
      checkIn: p.checkin,
      checkOut: p.checkout,
      rooms: p.rooms,
      guests: p.guests,
      memberPricing: await memberPricingFor(user?.id),
    });
  } catch (error) {
    if (error instanceof AppError) return message(error.fields?.[0]?.message ?? t("invalid"));
    throw error;
  }
  if (!orgSellsProductCode(org.eligibleProducts, stay.property.productCode)) return message(t("invalid"));
  if (stay.availableRooms < p.rooms) return message(t("unavailable"));
  const money = await moneyFormatter(locale, currency);
  // Stay dates are calendar days: formatted in UTC so no time zone moves them.
  const day = (iso: string) => formatDate(`${iso}T00:00:00Z`, locale, "UTC");
  const q = stay.quote;
  const policy = stayPolicyText(stay.property, p.checkin, day, t);
  // Pay later (lib/booking/pay-later.ts): offered to members and guests alike — the provider keeps either's card.
  const dueOn = payLaterDueDate(stay.property, p.checkin, todayIn(org.timeZone));
  const wallet = user
    ? await checkoutWalletData({
        userId: user.id,
        org,
        product: stay.property.productCode,
        totalMinor: q.totalMinor,
        currency: q.currency,
        rates: await rateSnapshot(),
        displayCurrency: currency,
      })
    : null;
  return (
    <>
      {header}
      <PageBody>
        <WithWallet data={wallet}>
          <PayTimingProvider dueText={dueOn && !membersOnly ? day(dueOn) : null}>
            <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
              {membersOnly ? (
                <MembersOnlyPrompt />
              ) : (
                <CheckoutForm
                  booking={{ propertyId: p.property, roomTypeId: p.room, checkIn: p.checkin, checkOut: p.checkout, guests: p.guests, rooms: p.rooms }}
                  price={{ totalMinor: q.totalMinor, currency: q.currency, view: money.view([q.currency]) }}
                  travelers={user ? await listTravelers(user.id) : []}
                  prefill={prefillOf(account)}
                />
              )}
              <aside className={summaryAsideClass} data-testid="checkout-summary">
                <h2 className="text-lg font-semibold">{t("yourStay")}</h2>
                <div>
                  <p className="font-semibold" data-testid="checkout-property">
                    {stay.property.name}
                  </p>
                  <p className="text-sm text-slate-600">{stay.property.city}</p>
                  <p className="mt-1 text-sm">
                    {t("room")}: <span data-testid="checkout-room">{stay.room.name}</span>
                  </p>
                  <p className="text-sm">
                    {t("dates", { checkIn: day(p.checkin), checkOut: day(p.checkout) })} · {t("nights", { count: q.nights })}
                  </p>
                  <p className="text-sm">
                    {t("guests", { count: p.guests })} · {t("rooms", { count: p.rooms })}
                  </p>
                  <p className="mt-2 text-sm text-slate-600">{policy}</p>
                  {dueOn ? (
                    <p className="mt-1 text-sm font-semibold text-emerald-700" data-testid="checkout-pay-later-offer">
                      {t("payLaterOffer", { date: day(dueOn) })}
                    </p>
                  ) : null}
                </div>
                <PriceBreakdown chargesLabel={t("roomCharges")} quote={q} money={money} />
                <PriceNotes quote={q} money={money} memberOffer={guestMemberOffer(!!user, q, money)} />
                <WalletSlot hasWallet={!!wallet} signedIn={!!user} />
              </aside>
            </div>
          </PayTimingProvider>
        </WithWallet>
      </PageBody>
    </>
  );
}

/** Checkout of an activity slot: the same form and wallet, the activity's day, time and places in the summary. */
async function ActivityCheckout({
  p,
  account,
  userId,
  membersOnly,
  message,
  header,
}: {
  p: z.infer<typeof SlotParams>;
  account: Account;
  userId: number | null;
  membersOnly: boolean;
  message: (text: string) => React.ReactNode;
  header: React.ReactNode;
}) {
  const t = await getTranslations("Checkout");
  const { org, locale, currency } = await getRequestContext();
  let activity;
  try {
    activity = await loadSlotQuote({ propertyId: p.property, slotId: p.slot, guests: p.guests, memberPricing: await memberPricingFor(userId) });
  } catch (error) {
    if (error instanceof AppError) return message(error.status === 409 ? t("unavailable") : t("invalid"));
    throw error;
  }
  if (!orgSellsProductCode(org.eligibleProducts, activity.property.productCode)) return message(t("invalid"));
  if (activity.slot.remaining < p.guests) return message(t("unavailable"));
  const money = await moneyFormatter(locale, currency);
  const q = activity.quote;
  const when = activity.slot.startsAt.toLocaleString(locale, { dateStyle: "full", timeStyle: "short", timeZone: activity.property.timeZone });
  const wallet = userId
    ? await checkoutWalletData({
        userId,
        org,
        product: activity.property.productCode,
        totalMinor: q.totalMinor,
        currency: q.currency,
        rates: await rateSnapshot(),
        displayCurrency: currency,
      })
    : null;
  return (
    <>
      {header}
      <PageBody>
        <WithWallet data={wallet}>
          <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
            {membersOnly ? (
              <MembersOnlyPrompt />
            ) : (
              <CheckoutForm
                booking={{ propertyId: p.property, slotId: p.slot, guests: p.guests }}
                price={{ totalMinor: q.totalMinor, currency: q.currency, view: money.view([q.currency]) }}
                travelers={userId ? await listTravelers(userId) : []}
                prefill={prefillOf(account)}
              />
            )}
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
                <p className="text-sm">{t("guests", { count: p.guests })}</p>
              </div>
              <PriceBreakdown chargesLabel={t("activityCharges")} quote={q} money={money} />
              <WalletSlot hasWallet={!!wallet} signedIn={!!userId} />
            </aside>
          </div>
        </WithWallet>
      </PageBody>
    </>
  );
}
