import { getTranslations } from "@/lib/locale/translations";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { PassengerSection } from "@/components/flights/flight-passengers";

/** A package's passengers (the flight's form): the adults, then the children searched; the passport always asked. */
export async function PackagePassengerFields(props: { adults: number; childCount: number; passportRequired: boolean; saved: SavedTraveller[] }) {
  const t = await getTranslations("Packages.checkout");
  const types = [...Array<"adult">(props.adults).fill("adult"), ...Array<"child">(props.childCount).fill("child")];
  return (
    <PassengerSection
      types={types.map((type) => ({ type }))}
      documents={props.passportRequired ? "required" : "optional"}
      required
      saved={props.saved}
      title={t("passengers")}
      hint={props.passportRequired ? `${t("passengersHint")} ${t("passportNeeded")}` : t("passengersHint")}
      testId="package-passengers"
    />
  );
}
