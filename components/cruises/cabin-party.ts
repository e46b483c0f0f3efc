import { getTranslations } from "@/lib/locale/translations";
import { occupancyWords } from "@/components/search/occupancy-texts";
import { partyTexts, partyValues } from "@/components/ui/party-texts";
import type { PartyTexts, PartyValues } from "@/components/ui/party-picker";
import { cruisePartyParams, type CruisePartyValue } from "@/lib/cruises/party";
import { readerFormats } from "@/components/ui/reader-formats";
import { CRUISE_CHILD_AGES, MAX_GUESTS } from "@/lib/suppliers/cruises/types";

/**
 * The party picker (components/ui/party-picker.tsx) for one cabin: adults and children with each child's age on the
 * day of sailing, up to the four guests every category sleeps (the line prices children by age).
 */
export async function cabinPartyTexts(): Promise<PartyTexts> {
  const [t, words, { sep }] = await Promise.all([getTranslations("Cruises.form"), occupancyWords(), readerFormats()]);
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
      separator: sep,
    },
    maxSeated: MAX_GUESTS,
    childAges: CRUISE_CHILD_AGES,
  });
}

/** The picker's starting values: the party searched (two adults by default). */
export function cabinPartyValues(party: Partial<CruisePartyValue>): PartyValues {
  return partyValues(Object.fromEntries(cruisePartyParams(party)), { adults: 2, maxSeated: MAX_GUESTS, childAges: CRUISE_CHILD_AGES });
}
