import { getTranslations } from "@/lib/locale/translations";
import { inputClass } from "@/components/ui/form-parts";
import { titleToField } from "@/lib/account/titles";
import { TitleSelect } from "@/components/ui/title-select";
import type { SavedTraveller } from "@/components/orders/supplier-checkout-page";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";

/**
 * The lead passenger of a transfer, as plain inputs named travellers.0.<field> (the checkout form turns them into
 * JSON; lib/suppliers/transfers/travellers.ts checks them). Starts as the account holder.
 */
export async function TransferLeadFields({ offer, saved }: { offer: Offer<TransferDetails>; saved: SavedTraveller[] }) {
  const t = await getTranslations("Transfers.checkout");
  const tc = await getTranslations("Checkout");
  const first = saved.find((s) => s.self);
  const input = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`transfer-lead-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`transfer-lead-${name}`} name={`travellers.0.${name}`} className={inputClass} data-testid={`transfer-lead-${name}`} {...props} />
    </div>
  );
  return (
    <section className="space-y-4" data-testid="transfer-lead">
      <div>
        <h2 className="text-lg font-semibold">{t("leadTitle")}</h2>
        <p className="text-sm text-slate-600">{t("leadHint")}</p>
      </div>
      <div>
        <label htmlFor="transfer-lead-title" className="text-sm font-medium">
          {tc("title2")}
        </label>
        <TitleSelect id="transfer-lead-title" name="travellers.0.title" valueAs="code" defaultValue={titleToField(first?.title)} testId="transfer-lead-title" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("firstName", tc("firstName"), { autoComplete: "given-name", maxLength: 50, defaultValue: first?.firstName })}
        {input("lastName", tc("lastName"), { autoComplete: "family-name", maxLength: 50, defaultValue: first?.lastName })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("phone", t("phone"), { type: "tel", autoComplete: "tel", maxLength: 16 })}
        {input("email", t("email"), { type: "email", autoComplete: "email", maxLength: 254 })}
      </div>
      {input("flightNumber", t("flight"), { maxLength: 12, autoComplete: "off", defaultValue: offer.details.flightNumber ?? "", placeholder: "AF1234" })}
    </section>
  );
}
