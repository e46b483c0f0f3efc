import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { AGE_RANGES, isAgeRange, type AgeRange } from "./age-ranges";

const RATE_ID = /^rat_[A-Za-z0-9_-]{1,2000}$/;
const TAG = /^[A-Za-z0-9_-]{22}$/;

/** 128 bits of an HMAC of the rate and the range it was priced for, keyed with the site's secret. */
function tagOf(rateId: string, range: AgeRange): string {
  return createHmac("sha256", authSecret()).update(`car-rate:${range}:${rateId}`).digest("base64url").slice(0, 22);
}

/**
 * Our offer id: the driver's age range the rate was searched (and priced) for, Duffel's rate id, and a tag signing
 * both. A quote does not repeat the driver's age, so the checkout learns the range from the id; the tag is what makes
 * it the rate's range rather than one the client typed: "31-40~rat_…~tag" edited to "18-25~…" still means 31-40.
 */
export function offerIdOf(rateId: string, range: AgeRange): string {
  return `${range}~${rateId}~${tagOf(rateId, range)}`;
}

/**
 * The rate and the age range its tag was signed for (the readable prefix is not trusted), or null for an id this site
 * did not make.
 */
export function parseOfferId(offerId: string): { rateId: string; ageRange: AgeRange } | null {
  const [prefix, rateId, tag, ...rest] = offerId.split("~");
  if (!isAgeRange(prefix) || !rateId || !tag || rest.length > 0 || !RATE_ID.test(rateId) || !TAG.test(tag)) return null;
  const given = Buffer.from(tag);
  const ageRange = AGE_RANGES.find((range) => timingSafeEqual(Buffer.from(tagOf(rateId, range)), given));
  return ageRange ? { rateId, ageRange } : null;
}
