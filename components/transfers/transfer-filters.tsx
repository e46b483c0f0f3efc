import { getTranslations } from "@/lib/locale/translations";
import { FacetFilters } from "@/components/ui/facet-filters";
import { SortFormView } from "@/components/search/sort-form";
import { HiddenFields } from "@/components/ui/hidden-fields";
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

/** Shared or private, and which vehicles, each with how many offers of the search it keeps. */
export async function TransferFilters({ input, all }: { input: TransferSearchInput; all: Offer<TransferDetails>[] }) {
  const t = await getTranslations("Transfers");
  const count = (pick: (d: TransferDetails) => boolean) => all.filter((o) => pick(o.details)).length;
  return (
    <FacetFilters
      action="/transfers/results"
      hidden={transferSearchParams(input)}
      title={t("filters")}
      groups={[
        {
          name: "type",
          legend: t("rideType"),
          type: "radio",
          any: { label: t("anyRide"), count: all.length, testId: "filter-type-any" },
          options: RIDE_TYPES.map((type) => ({
            value: type,
            label: t(type),
            count: count((d) => d.shared === (type === "shared")),
            testId: `filter-type-${type}`,
          })),
          checked: input.type ? [input.type] : [],
        },
        {
          name: "vehicle",
          legend: t("vehicleType"),
          type: "checkbox",
          options: VEHICLE_KINDS.map((v) => ({ value: v, label: t(`vehicles.${v}`), count: count((d) => d.vehicle === v), testId: `filter-vehicle-${v}` })),
          checked: input.vehicles,
        },
      ]}
      apply={{ label: t("applyFilters"), testId: "filters-apply" }}
      clear={{ href: transferSearchHref(input, { type: undefined, vehicles: [] }), label: t("clearFilters") }}
      testId="transfer-filters"
    />
  );
}

/** The order of the results, as a GET form. */
export async function TransferSort({ input }: { input: TransferSearchInput }) {
  const t = await getTranslations("Transfers");
  return (
    <SortFormView
      path="/transfers/results"
      hidden={<HiddenFields params={transferSearchParams(input)} omit={["sort"]} />}
      value={input.sort}
      options={TRANSFER_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
      label={t("sortBy")}
      apply={t("applySort")}
    />
  );
}
