import { getTranslations } from "@/lib/locale/translations";
import type { CruiseSearch } from "@/lib/cruises/search-query";
import { monthsOffered } from "@/lib/cruises/search-query";
import { readerFormats } from "@/components/ui/reader-formats";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { SearchFormShell } from "@/components/ui/search-form-shell";
import { ChoiceField } from "@/components/ui/search-fields";
import { PartyPicker } from "@/components/ui/party-picker";
import { cruiseCatalogue } from "@/lib/cruises/catalogue";
import { LENGTH_BANDS, REGIONS, type CruiseCatalogue } from "@/lib/suppliers/cruises/types";
import { cabinPartyTexts, cabinPartyValues } from "./cabin-party";

/**
 * The cruise search: region, departure month, length, departure port, cruise line and who shares the cabin (adults,
 * children and each child's age, on the occupancy picker of every product), as a plain GET form to
 * /cruises/results (works without JavaScript, gives a shareable URL). Caribbean is preselected: it sails all year.
 * Ports and lines are the cruise line's (its API's catalogue); while it cannot be reached the form offers regions only.
 */
export async function CruiseSearchForm({ org, values, errors = {} }: { org: OrgConfig; values?: Partial<CruiseSearch>; errors?: Record<string, string> }) {
  const [t, f] = await Promise.all([getTranslations("Cruises"), readerFormats()]);
  const months = monthsOffered(minCheckinDate(org)).map((month) => ({ value: month, label: f.month(month) }));
  const catalogue: CruiseCatalogue = await cruiseCatalogue().catch(() => ({ lines: [], ports: [] }));
  const only = (list: string[] | undefined) => (list?.length === 1 ? list[0]! : "");
  return (
    <SearchFormShell
      action="/cruises/results"
      testId="cruise-search-form"
      columns={7}
      submit={{ label: t("form.submit"), testId: "cruise-search-submit" }}
      note={t("form.note")}
    >
      <ChoiceField
        label={t("form.region")}
        name="region"
        value={values ? (values.region ?? "") : "CAR"}
        testId="cruise-region"
        any={t("form.anyRegion")}
        choices={REGIONS.map((r) => ({ value: r, label: t(`regions.${r}`) }))}
      />
      <ChoiceField label={t("form.month")} name="month" value={values?.month ?? ""} testId="cruise-month" any={t("form.anyMonth")} choices={months} />
      <ChoiceField
        label={t("form.length")}
        name="length"
        value={only(values?.lengths)}
        testId="cruise-length"
        any={t("form.anyLength")}
        choices={LENGTH_BANDS.map((b) => ({ value: b, label: t(`lengths.${b}`) }))}
      />
      <ChoiceField
        label={t("form.port")}
        name="port"
        value={values?.port ?? ""}
        testId="cruise-port"
        any={t("form.anyPort")}
        groups={REGIONS.map((r) => ({
          label: t(`regions.${r}`),
          choices: catalogue.ports.filter((p) => p.region === r).map((p) => ({ value: p.code, label: p.name })),
        }))}
      />
      <ChoiceField
        label={t("form.line")}
        name="line"
        value={only(values?.lines)}
        testId="cruise-line"
        any={t("form.anyLine")}
        choices={catalogue.lines.map((l) => ({ value: l.code, label: l.name }))}
      />
      <PartyPicker
        texts={await cabinPartyTexts()}
        values={cabinPartyValues(values ?? {})}
        errors={errors}
        testId="cruise-guests"
        testPrefix="cruise"
        className="flex min-w-0 flex-col gap-1 text-sm font-medium"
      />
    </SearchFormShell>
  );
}
