import { formatMoney } from "@/lib/locale/format";

/** To the referrer when a friend's stay is over and the credit can be used. */
export function creditAvailableMail(c: { orgName: string; referrer: string; friend: string; amountMinor: number; currency: string }) {
  const amount = formatMoney(c.amountMinor, c.currency, "en-US");
  return {
    subject: `Your referral credit of ${amount} is available`,
    text: [
      `Hello ${c.referrer},`,
      `${c.friend}, whom you invited, has completed their first stay: your referral credit of ${amount} is now available.`,
      `See it under Referral Credits in your account.`,
      `Thank you for recommending ${c.orgName}.`,
    ].join("\n\n"),
  };
}
