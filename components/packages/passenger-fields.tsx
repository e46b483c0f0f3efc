import { getTranslations } from "@/lib/locale/translations";
import { inputClass } from "@/components/ui/form-parts";
import { getLocale } from "next-intl/server";
import { nationalitiesIn } from "@/lib/locale/countries";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { titleKeyOf, titleFitsAge } from "@/lib/account/titles";
import { TitleSelect } from "@/components/ui/title-select";

/**
 * A package's passengers as the airline needs them (lib/suppliers/flights/travellers.ts): the adults, then the
 * children searched, each with plain inputs named `travellers.<i>.<field>` (components/orders/form-tree.ts). Nothing
 * is guessed: title, gender and nationality start on "Choose…" (a child's title on "No title", and never Mr, Ms or
 * Mrs); the lead passenger starts as the account holder, as far as the account knows them.
 */
export async function PackagePassengerFields({
  adults,
  childCount,
  passportRequired,
  saved,
}: {
  adults: number;
  childCount: number;
  passportRequired: boolean;
  saved: SavedTraveller[];
}) {
  const t = await getTranslations("Packages.checkout");
  const nationalities = (await nationalitiesIn(await getLocale())).filter((n) => /^[A-Z]{2}$/.test(n.nationalityCode));
  const people = [...Array.from({ length: adults }, () => "adult" as const), ...Array.from({ length: childCount }, () => "child" as const)];
  return (
    <section className="space-y-4" data-testid="package-passengers">
      <div>
        <h2 className="text-lg font-semibold">{t("passengers")}</h2>
        <p className="text-sm text-slate-600">{t("passengersHint")}</p>
        {passportRequired ? <p className="mt-1 text-sm font-medium text-amber-800">{t("passportNeeded")}</p> : null}
      </div>
      {people.map((type, i) => {
        const prefix = `travellers.${i}`;
        const own = i === 0 ? saved.find((s) => s.self) : undefined;
        const ownTitle = titleKeyOf(own?.title);
        const id = (field: string) => `pkg-${prefix}.${field}`.replace(/\./g, "-");
        const text = (field: string, label: string, props: Record<string, unknown> = {}) => (
          <div>
            <label htmlFor={id(field)} className="text-sm font-medium">
              {label}
            </label>
            <input id={id(field)} name={`${prefix}.${field}`} className={inputClass} data-testid={`passenger-${i}-${field}`} {...props} />
          </div>
        );
        const choice = (field: string, label: string, options: { value: string; label: string }[], props: Record<string, unknown> = {}) => (
          <div>
            <label htmlFor={id(field)} className="text-sm font-medium">
              {label}
            </label>
            <select id={id(field)} name={`${prefix}.${field}`} className={inputClass} data-testid={`passenger-${i}-${field}`} defaultValue="" {...props}>
              <option value="">{t("choose")}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
        const n = people.slice(0, i + 1).filter((p) => p === type).length;
        return (
          <fieldset key={prefix} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold">{type === "adult" ? t("adult", { n }) : t("child", { n })}</legend>
            <input type="hidden" name={`${prefix}.type`} value={type} />
            <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
              <div>
                <label htmlFor={id("title")} className="text-sm font-medium">
                  {t("title2")}
                </label>
                <TitleSelect
                  id={id("title")}
                  name={`${prefix}.title`}
                  valueAs="key"
                  age={type}
                  testId={`passenger-${i}-title`}
                  {...(ownTitle && titleFitsAge(ownTitle, type) ? { defaultValue: ownTitle } : {})}
                />
              </div>
              {text("firstName", t("firstName"), { autoComplete: "off", maxLength: 20, required: true, defaultValue: own?.firstName ?? "" })}
              {text("lastName", t("lastName"), { autoComplete: "off", maxLength: 20, required: true, defaultValue: own?.lastName ?? "" })}
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              {text("dateOfBirth", t("dateOfBirth"), { type: "date", required: true, defaultValue: own?.dateOfBirth ?? "" })}
              {choice("gender", t("gender"), [
                { value: "m", label: t("genderM") },
                { value: "f", label: t("genderF") },
              ])}
              {choice(
                "nationality",
                t("nationality"),
                nationalities.map((x) => ({ value: x.nationalityCode, label: x.nationalityName })),
                { defaultValue: nationalities.find((x) => x.nationalityId === own?.nationalityId)?.nationalityCode ?? "" },
              )}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {text("passportNumber", t("passportNumber"), { maxLength: 20, autoComplete: "off", required: passportRequired })}
              {text("passportExpiry", t("passportExpiry"), { type: "date", required: passportRequired })}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}
