import { MemberSignIn } from "@/components/search/member-sign-in";

/** A party's price: per person (public, member, the one this visitor pays) and the total for the party, one currency. */
export type PartyPriceView = {
  currency: string;
  perPerson: { publicMinor: number; memberMinor: number; headlineMinor: number };
  total: { headlineMinor: number };
  savingMinor: number;
  memberPricing: boolean;
};

/**
 * A price per person in large type, the party's total under it, then the public and member prices side by side (the
 * one that does not apply struck through) as the stay price boxes show them; a guest sees the member price as a teaser
 * with a sign-in. The kind gives its words, each already formatted with its amount.
 */
export function PartyPrice({
  price,
  money,
  words,
  signedIn,
  testId,
}: {
  price: PartyPriceView;
  money(minor: number): string;
  words: { from?: string; perPerson: string; total: string; tax: string; publicPrice: string; memberPrice: string; teaser: string; signIn: string };
  signedIn: boolean;
  testId: string;
}) {
  const saving = price.savingMinor > 0;
  return (
    <div className="price-box price-box-end" data-testid={testId} data-currency={price.currency}>
      {words.from ? <p className="text-xs text-slate-600">{words.from}</p> : null}
      <p className="price-headline" data-testid="price-per-person" data-amount-minor={price.perPerson.headlineMinor}>
        {money(price.perPerson.headlineMinor)}
      </p>
      <p className="price-note">{words.perPerson}</p>
      <p className="text-sm font-medium text-slate-700" data-testid="price-total" data-amount-minor={price.total.headlineMinor}>
        {words.total}
      </p>
      <p className="price-note">{words.tax}</p>
      {saving ? (
        <dl className="price-split">
          <div className={price.memberPricing ? "text-slate-600" : undefined}>
            <dt>{words.publicPrice}</dt>
            <dd className={price.memberPricing ? "line-through" : "font-semibold"} data-testid="public-price" data-amount-minor={price.perPerson.publicMinor}>
              {money(price.perPerson.publicMinor)}
            </dd>
          </div>
          <div className="text-emerald-800">
            <dt>{words.memberPrice}</dt>
            <dd className="font-semibold" data-testid="member-price" data-amount-minor={price.perPerson.memberMinor}>
              {money(price.perPerson.memberMinor)}
            </dd>
          </div>
        </dl>
      ) : null}
      {saving && !price.memberPricing ? (
        <p className="price-teaser" data-testid="member-teaser">
          {words.teaser} {signedIn ? null : <MemberSignIn label={words.signIn} />}
        </p>
      ) : null}
    </div>
  );
}
