import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { normalizePlanStatus } from "@/lib/auth/rules";
import { ttlMemo } from "@/lib/cache/ttl-memo";
import { keptPerMember } from "./member-tags";

function findMember(userId: number) {
  return db.user.findUnique({
    where: { id: userId },
    include: {
      country: { select: { id: true, code: true, name: true, isdCode: true } },
      nationality: { select: { id: true, name: true, code: true } },
      subscriptions: { orderBy: { startsAt: "desc" } },
      referredBy: { select: { firstName: true, lastName: true } },
      agent: { select: { firstName: true, lastName: true, email: true } },
      travelProfile: true,
      travelers: { orderBy: { id: "asc" } },
      paymentCards: { where: { status: "ACTIVE" }, orderBy: { id: "asc" } },
      password: { select: { userId: true } },
    },
  });
}

/**
 * The profile is read by every account page and by the checkout, eleven statements each time, so a member's records
 * are kept while this process hears every change: the member's own writes, by any process or script, announce
 * themselves (migration member_change_notify) and the seam expires that member's tag. A minute at most all the same,
 * for what the member's records only point to (their country's name, their referrer's).
 */
const keptMember = ttlMemo(
  findMember,
  keptPerMember(String, (userId: number) => userId),
);

/** The member's own record as the account pages read it (kept as above), or null for no such member. */
export async function memberRecord(userId: number) {
  const u = await keptMember(userId);
  return u && !u.deletedAt ? u : null;
}

/** The organisation's promotions that have not ended, for half a minute; which have started is decided per call. */
const keptPromotions = ttlMemo(
  (orgId: number) =>
    db.promotion.findMany({
      where: { orgId, active: true, OR: [{ endsAt: null }, { endsAt: { gt: new Date() } }] },
      select: { id: true, title: true, description: true, landingUrl: true, startsAt: true, endsAt: true },
      orderBy: { id: "asc" },
    }),
  { ttlMs: 30_000, maxKeys: 1_000, keyOf: String, tags: ["org"] },
);

/**
 * SPEC §3 Profile, the one answer the client reads its profile from: basicprofile[] (type, can_user_book, country,
 * subscription_details, phone_country_code, access_code and the member's own fields), referralData (the referrer's
 * first_name/last_name), the wallet lists cash, certificates, discount, promotions, and travprofile /
 * travelpreference. `travelers` (saved co-travellers) rides along for the checkout picker.
 */
export async function getProfile(userId: number) {
  const u = await keptMember(userId);
  if (!u || u.deletedAt) throw new AppError("NOT_FOUND");
  const plan = u.subscriptions[0];
  const now = new Date();
  const promotions = (await keptPromotions(u.orgId)).filter((p) => (!p.startsAt || p.startsAt <= now) && (!p.endsAt || p.endsAt > now));
  const cards = (type: string) =>
    u.paymentCards
      .filter((c) => c.type === type)
      .map((c) => ({
        card_code: c.cardCode,
        payment_card_id: c.id,
        pro_code: c.proCode,
        services: c.services,
        status: c.status,
        card_amount: c.balanceMinor / 100,
        currency: c.currency,
        expires_at: c.expiresAt?.toISOString() ?? null,
      }));
  const tp = u.travelProfile;
  return {
    basicprofile: [
      {
        userId: u.id,
        type: u.userType,
        role: u.role,
        can_user_book: u.canUserBook,
        email: u.email,
        email_verified: !!u.emailVerifiedAt,
        title: u.title,
        first_name: u.firstName,
        last_name: u.lastName,
        country: u.country ? { countryId: u.country.id, countryCode: u.country.code, countryName: u.country.name } : null,
        nationality: u.nationality ? { nationalityId: u.nationality.id, nationalityName: u.nationality.name, nationalityCode: u.nationality.code } : null,
        phone_country_code: u.phoneCountryCode ?? plan?.phoneCountryCode ?? null,
        mobile_no: u.mobileNo,
        access_code: plan?.accessCode ?? null,
        language: u.languageCode,
        currency: u.currencyCode,
        credit_limit: u.creditLimitMinor / 100,
        has_password: !!u.password,
        agent: u.agent ? { first_name: u.agent.firstName, last_name: u.agent.lastName, email: u.agent.email } : null,
        subscription_details: u.subscriptions.map((s) => ({
          plan_name: s.planName,
          plan_status: normalizePlanStatus(s.planStatus),
          access_code: s.accessCode,
          phone_country_code: s.phoneCountryCode,
          display_price: s.displayPrice,
          credit_limit: s.creditLimitMinor / 100,
        })),
      },
    ],
    referralData: u.referredBy ? { first_name: u.referredBy.firstName, last_name: u.referredBy.lastName } : null,
    cash: cards("CASH_CARD"),
    certificates: cards("CERTIFICATE"),
    discount: cards("DISCOUNT_CARD"),
    promotions: promotions.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      landing_url: p.landingUrl,
      ends_at: p.endsAt?.toISOString() ?? null,
    })),
    travprofile: {
      date_of_birth: tp?.dateOfBirth?.toISOString().slice(0, 10) ?? null,
      gender: tp?.gender ?? null,
      age_range: tp?.ageRange ?? null,
      loyalty_numbers: (tp?.loyaltyNumbers as { program: string; number: string }[] | undefined) ?? [],
    },
    travelpreference: {
      seat: tp?.seatPreference ?? null,
      meal: tp?.mealPreference ?? null,
      bed: tp?.bedPreference ?? null,
      smoking: tp?.smoking ?? null,
    },
    travelers: u.travelers.map(travelerView),
  };
}
export type Profile = Awaited<ReturnType<typeof getProfile>>;

export function travelerView(t: {
  id: number;
  title: number | null;
  firstName: string;
  lastName: string;
  dateOfBirth: Date | null;
  ageRange: string | null;
  nationalityId: number | null;
  email: string | null;
  phone: string | null;
  passportNumber: string | null;
}) {
  return {
    id: t.id,
    title: t.title,
    firstName: t.firstName,
    lastName: t.lastName,
    dateOfBirth: t.dateOfBirth?.toISOString().slice(0, 10) ?? null,
    ageRange: t.ageRange,
    nationalityId: t.nationalityId,
    email: t.email,
    phone: t.phone,
    passportNumber: t.passportNumber,
  };
}
export type TravelerView = ReturnType<typeof travelerView>;
