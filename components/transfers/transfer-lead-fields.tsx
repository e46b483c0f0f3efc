import { getTranslations } from "@/lib/locale/translations";
import { titleToField } from "@/lib/account/titles";
import { TravellerInputs, TravellerSection } from "@/components/ui/traveller-fields";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";

/**
 * The lead passenger of a transfer (lib/suppliers/transfers/travellers.ts checks them): the title and names, how the
 * driver reaches them and the flight met. Starts as the account holder.
 */
export async function TransferLeadFields({ offer, saved }: { offer: Offer<TransferDetails>; saved: SavedTraveller[] }) {
  const t = await getTranslations("Transfers.checkout");
  const tc = await getTranslations("Checkout");
  const first = saved.find((s) => s.self);
  return (
    <TravellerSection title={t("leadTitle")} hint={t("leadHint")} testId="transfer-lead">
      <TravellerInputs
        index={0}
        idPrefix="transfer-lead"
        rows={[
          [
            { name: "title", label: tc("title2"), kind: "title", valueAs: "code", defaultValue: titleToField(first?.title) },
            { name: "firstName", label: tc("firstName"), input: { autoComplete: "given-name", maxLength: 50, defaultValue: first?.firstName } },
            { name: "lastName", label: tc("lastName"), input: { autoComplete: "family-name", maxLength: 50, defaultValue: first?.lastName } },
          ],
          [
            { name: "phone", label: t("phone"), input: { type: "tel", autoComplete: "tel", maxLength: 16 } },
            { name: "email", label: t("email"), input: { type: "email", autoComplete: "email", maxLength: 254 } },
          ],
          [
            {
              name: "flightNumber",
              label: t("flight"),
              input: { maxLength: 12, autoComplete: "off", defaultValue: offer.details.flightNumber ?? "", placeholder: "AF1234" },
            },
          ],
        ]}
      />
    </TravellerSection>
  );
}
