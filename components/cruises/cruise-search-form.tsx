import { getLocale } from "next-intl/server";
import { getTranslations } from "@/lib/locale/translations";
import type { CruiseSearch } from "@/lib/cruises/search-query";
import { DEFAULT_GUESTS } from "@/lib/cruises/search-query";
import { formatDate } from "@/lib/locale/format";
import { minCheckinDate } from "@/lib/org/calendar";
import type { OrgConfig } from "@/lib/org/org-config";
import { CountPicker } from "@/components/search/count-picker";
import { countPickerTexts } from "@/components/search/occupancy-texts";
import { SearchFormShell, SelectField } from "@/components/ui/search-form-shell";
import { cruiseCatalogue } from "@/lib/cruises/catalogue";
import { LENGTH_BANDS, MAX_GUESTS, REGIONS, type CruiseCatalogue } from "@/lib/suppliers/cruises/types";

/** Months a visitor can pick: from the organisation's earliest check-in month, a year and a half ahead. */
const MONTHS_OFFERED = 18;

/**
 * The cruise search: region, departure month, length, departure port, cruise line and guests, as a plain GET form to
 * /cruises/results (works without JavaScript, gives a shareable URL). Caribbean is preselected: it sails all year.
 * Ports and lines are the cruise line's (its API's catalogue); while it cannot be reached the form offers regions only.
 */
export async function CruiseSearchForm({ org, values }: { org: OrgConfig; values?: Partial<CruiseSearch> }) {
  const t = await getTranslations("Cruises");
  const locale = await getLocale();
  const start = minCheckinDate(org).slice(0, 7);
  const [y, m] = start.split("-").map(Number) as [number, number];
  const months = Array.from({ length: MONTHS_OFFERED }, (_, i) => {
    const n = y * 12 + m - 1 + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;
  });
  const region = values ? (values.region ?? "") : "CAR";
  const catalogue: CruiseCatalogue = await cruiseCatalogue().catch(() => ({ lines: [], ports: [] }));
  return (
    <SearchFormShell
      action="/cruises/results"
      testId="cruise-search-form"
      columns={7}
      submit={{ label: t("form.submit"), testId: "cruise-search-submit" }}
      note={t("form.note")}
    >
      <SelectField label={t("form.region")} name="region" defaultValue={region} testId="cruise-region">
        <option value="">{t("form.anyRegion")}</option>
        {REGIONS.map((r) => (
          <option key={r} value={r}>
            {t(`regions.${r}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("form.month")} name="month" defaultValue={values?.month ?? ""} testId="cruise-month">
        <option value="">{t("form.anyMonth")}</option>
        {months.map((mo) => (
          <option key={mo} value={mo}>
            {formatDate(`${mo}-15T12:00:00Z`, locale, "UTC", { month: "long", year: "numeric" })}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("form.length")} name="length" defaultValue={values?.lengths?.length === 1 ? values.lengths[0] : ""} testId="cruise-length">
        <option value="">{t("form.anyLength")}</option>
        {LENGTH_BANDS.map((b) => (
          <option key={b} value={b}>
            {t(`lengths.${b}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("form.port")} name="port" defaultValue={values?.port ?? ""} testId="cruise-port">
        <option value="">{t("form.anyPort")}</option>
        {REGIONS.map((r) => (
          <optgroup key={r} label={t(`regions.${r}`)}>
            {catalogue.ports
              .filter((p) => p.region === r)
              .map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField label={t("form.line")} name="line" defaultValue={values?.lines?.length === 1 ? values.lines[0] : ""} testId="cruise-line">
        <option value="">{t("form.anyLine")}</option>
        {catalogue.lines.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </SelectField>
      <CountPicker
        texts={await countPickerTexts(t("form.guests"), "guest", MAX_GUESTS)}
        name="guests"
        value={values?.guests ?? DEFAULT_GUESTS}
        max={MAX_GUESTS}
        className="flex min-w-0 flex-col gap-1 text-sm font-medium"
        testId="cruise-guests"
      />
    </SearchFormShell>
  );
}
