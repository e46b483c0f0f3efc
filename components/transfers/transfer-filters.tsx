import Link from "@/components/ui/link";
import { getTranslations } from "@/lib/locale/translations";
import type { Offer } from "@/lib/suppliers/seam";
import {
  RIDE_TYPES,
  TRANSFER_SORTS,
  VEHICLE_KINDS,
  transferSearchHref,
  transferSearchParams,
  type TransferSearchInput,
} from "@/lib/suppliers/transfers/search-input";
import type { TransferDetails } from "@/lib/suppliers/transfers/types";

/** The search as hidden inputs, less the fields the form itself sets. */
function HiddenFields({ input, omit }: { input: TransferSearchInput; omit: string[] }) {
  return (
    <>
      {[...transferSearchParams(input)]
        .filter(([k]) => !omit.includes(k))
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
    </>
  );
}

/** Shared or private, and which vehicles, as a GET form (the filters live in the URL), each with its count. */
export async function TransferFilters({ input, all }: { input: TransferSearchInput; all: Offer<TransferDetails>[] }) {
  const t = await getTranslations("Transfers");
  const count = (pick: (d: TransferDetails) => boolean) => all.filter((o) => pick(o.details)).length;
  return (
    <form
      method="get"
      action="/transfers/results"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="transfer-filters"
      aria-label={t("filters")}
    >
      <HiddenFields input={input} omit={["type", "vehicle"]} />
      <h2 className="font-semibold">{t("filters")}</h2>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">{t("rideType")}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="type" value="" defaultChecked={!input.type} data-testid="filter-type-any" />
          {t("anyRide")} ({all.length})
        </label>
        {RIDE_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input type="radio" name="type" value={type} defaultChecked={input.type === type} data-testid={`filter-type-${type}`} />
            {t(type)} ({count((d) => d.shared === (type === "shared"))})
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-medium">{t("vehicleType")}</legend>
        {VEHICLE_KINDS.map((v) => (
          <label key={v} className="flex items-center gap-2">
            <input type="checkbox" name="vehicle" value={v} defaultChecked={input.vehicles.includes(v)} data-testid={`filter-vehicle-${v}`} />
            {t(`vehicles.${v}`)} ({count((d) => d.vehicle === v)})
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90" data-testid="filters-apply">
          {t("applyFilters")}
        </button>
        <Link href={transferSearchHref(input, { type: undefined, vehicles: [] })} className="text-sm text-brand-dark underline">
          {t("clearFilters")}
        </Link>
      </div>
    </form>
  );
}

/** The order of the results, as a GET form. */
export async function TransferSort({ input }: { input: TransferSearchInput }) {
  const t = await getTranslations("Transfers");
  return (
    <form method="get" action="/transfers/results" className="flex items-end gap-2" data-testid="transfer-sort">
      <HiddenFields input={input} omit={["sort"]} />
      <label className="flex flex-col text-sm font-medium">
        {t("sortBy")}
        <select
          name="sort"
          defaultValue={input.sort}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal"
          data-testid="transfer-sort-select"
        >
          {TRANSFER_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
        data-testid="transfer-sort-apply"
      >
        {t("applySort")}
      </button>
    </form>
  );
}
