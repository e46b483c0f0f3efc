import { getTranslations } from "@/lib/locale/translations";
import { AddBagsButton } from "./add-bags-button";

/**
 * "Add bags" on a booked flight while the rule lets it (lib/orders/changes/add-bags-rule.ts: until the first flight
 * departs), with the panel's words in the reader's language. `via`: a guest's manage-booking token.
 */
export async function AddBagsPart({ reference, via }: { reference: string; via?: { token: string } }) {
  const t = await getTranslations("Trip");
  // Placeholders the panel fills with the airline's amounts and places, formatted in the same language.
  const keep = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `{${n}}`]));
  return (
    <div className="mt-3">
      <AddBagsButton
        reference={reference}
        via={via}
        texts={{
          button: t("addBags"),
          title: t("addBagsTitle"),
          rule: t("addBagsRule"),
          loading: t("addBagsLoading"),
          none: t("addBagsNone"),
          each: t("addBagsEach", keep("amount", "kg")),
          bagsFor: t("addBagsFor", keep("passenger", "from", "to")),
          less: t("addBagsLess"),
          more: t("addBagsMore"),
          total: t("addBagsTotal"),
          pay: t("addBagsPay", keep("amount")),
          keep: t("addBagsKeep"),
          priceChanged: t("addBagsPriceChanged"),
          failed: t("addBagsFailed"),
          notPaid: t("addBagsNotPaid"),
          refunded: t("addBagsRefunded"),
        }}
      />
    </div>
  );
}
