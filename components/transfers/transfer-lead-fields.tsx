import { getTranslations } from "@/lib/locale/translations";
import { titleToField } from "@/lib/account/titles";
import { nameRow, TravellerInputs, TravellerSection } from "@/components/ui/traveller-fields";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import type { Offer } from "@/lib/suppliers/seam";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";

/** The lead passenger (lib/suppliers/transfers/travellers.ts): names, how the driver reaches them, the flight met. */
export async function TransferLeadFields({ offer, saved }: { offer: Offer<TransferDetails>; saved: SavedTraveller[] }) {
  const [t, tc] = await Promise.all([getTranslations("Transfers.checkout"), getTranslations("Checkout")]);
  const self = saved.find((s) => s.self);
  const flight = { maxLength: 12, autoComplete: "off", defaultValue: offer.details.flightNumber ?? "", placeholder: "AF1234" };
  return (
    <TravellerSection title={t("leadTitle")} hint={t("leadHint")} testId="transfer-lead">
      <TravellerInputs
        index={0}
        idPrefix="transfer-lead"
        rows={[
          nameRow([tc("title2"), tc("firstName"), tc("lastName")], { valueAs: "code", title: titleToField(self?.title), person: self, maxLength: 50 }),
          [
            { name: "phone", label: t("phone"), input: { type: "tel", autoComplete: "tel", maxLength: 16 } },
            { name: "email", label: t("email"), input: { type: "email", autoComplete: "email", maxLength: 254 } },
          ],
          [{ name: "flightNumber", label: t("flight"), input: flight }],
        ]}
      />
    </TravellerSection>
  );
}
