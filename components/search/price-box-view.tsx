import { MemberSignIn } from "./member-sign-in";

type Amount = { text: string; minor: number };

/** What a price box shows, already translated and formatted (priceTexts in price-box.tsx). */
export type PriceTexts = {
  currency: string;
  headline: Amount;
  perNight?: Amount;
  taxNote: string;
  /** The public and member prices side by side, when there is a saving. */
  split?: { publicLabel: string; public: Amount; memberLabel: string; member: Amount; memberPricing: boolean };
  /** A member's own saving. */
  saving?: Amount;
  /** The member-price teaser for everyone else, with a sign-in button for guests. */
  teaser?: Amount & { signIn?: string };
};

/**
 * The price of one room (or slot) as a price box shows it. No hooks and no server calls, so server components (through
 * PriceBox) and client components (the featured cards) render the same markup.
 */
export function PriceBoxView({ price, align = "end" }: { price: PriceTexts; align?: "start" | "end" }) {
  const { split, saving, teaser } = price;
  return (
    <div className={align === "end" ? "price-box price-box-end" : "price-box"} data-testid="price-box" data-currency={price.currency}>
      <p className="price-headline" data-testid="result-price" data-amount-minor={price.headline.minor}>
        {price.headline.text}
      </p>
      {price.perNight ? (
        <p className="price-per-night" data-testid="price-per-night" data-amount-minor={price.perNight.minor}>
          {price.perNight.text}
        </p>
      ) : null}
      <p className="price-note" data-testid="tax-note">
        {price.taxNote}
      </p>
      {split ? (
        <dl className="price-split">
          <div className={split.memberPricing ? "text-slate-500" : undefined}>
            <dt>{split.publicLabel}</dt>
            <dd className={split.memberPricing ? "line-through" : "font-semibold"} data-testid="public-price" data-amount-minor={split.public.minor}>
              {split.public.text}
            </dd>
          </div>
          <div className="text-emerald-700">
            <dt>{split.memberLabel}</dt>
            <dd className="font-semibold" data-testid="member-price" data-amount-minor={split.member.minor}>
              {split.member.text}
            </dd>
          </div>
        </dl>
      ) : null}
      {saving ? (
        <p className="text-sm font-medium text-emerald-700" data-testid="saving" data-amount-minor={saving.minor}>
          {saving.text}
        </p>
      ) : null}
      {teaser ? (
        <p className="price-teaser" data-testid="member-teaser">
          <span data-testid="saving" data-amount-minor={teaser.minor}>
            {teaser.text}
          </span>{" "}
          {teaser.signIn ? <MemberSignIn label={teaser.signIn} /> : null}
        </p>
      ) : null}
    </div>
  );
}

/** Stars out of five, the missing ones greyed. */
export function StarsView({ stars, label }: { stars: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label} data-testid="stars" data-stars={stars}>
      {"★".repeat(stars)}
      <span>{"★".repeat(Math.max(0, 5 - stars))}</span>
    </span>
  );
}
