import { getTranslations } from "@/lib/locale/translations";
import type { DestinationComboboxTexts } from "./destination-combobox";

/** The destination field's texts in the visitor's language, for the search forms that show it. */
export async function destinationTexts(): Promise<DestinationComboboxTexts> {
  const t = await getTranslations("Search");
  return {
    label: t("destination"),
    placeholder: t("destinationPlaceholder"),
    noMatch: t("destinationNoMatch"),
    kinds: {
      city: t("destinationKinds.city"),
      region: t("destinationKinds.region"),
      country: t("destinationKinds.country"),
      landmark: t("destinationKinds.landmark"),
      property: t("destinationKinds.property"),
    },
  };
}
