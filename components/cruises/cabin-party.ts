import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import { occupancyWords } from "@/components/search/occupancy-texts";
import { partyTexts, partyValues } from "@/components/ui/party-texts";
import type { PartyTexts, PartyValues } from "@/components/ui/party-picker";
import { cruisePartyParams, type CruisePartyValue } from "@/lib/cruises/party";
import { partSeparator } from "@/lib/locale/part-separator";
import { CRUISE_CHILD_AGES, MAX_GUESTS } from "@/lib/suppliers/cruises/types";

/**
 * The party picker (components/ui/party-picker.tsx) for one cabin: adults and children with each child's age on the
 * day of sailing, up to the four guests every category sleeps (the line prices children by age).
 */
export async function cabinPartyTexts(): Promise<PartyTexts> {
  const [t, words, locale] = await Promise.all([getTranslations("Cruises.form"), occupancyWords(), getLocale()]);
  return partyTexts({
    keys: ["adults", "children"],
    label: t("guests"),
    labels: { adults: t("adults"), children: t("children") },
    hints: { children: t("childrenHint") },
    summary: {
      each: [
        ["adults", words.counts("adultCount", MAX_GUESTS)],
        ["children", words.counts("childCount", MAX_GUESTS)],
      ],
      separator: partSeparator(locale),
    },
    maxSeated: MAX_GUESTS,
    childAges: CRUISE_CHILD_AGES,
  });
}

/** The picker's starting values: the party searched (two adults by default). */
export function cabinPartyValues(party: Partial<CruisePartyValue>): PartyValues {
  return partyValues(Object.fromEntries(cruisePartyParams(party)), { adults: 2, maxSeated: MAX_GUESTS, childAges: CRUISE_CHILD_AGES });
}
