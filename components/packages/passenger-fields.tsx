import { getTranslations } from "@/lib/locale/translations";
import type { SavedTraveller } from "@/lib/orders/checkout-account";
import { passengerFormParts } from "@/components/flights/flight-passengers";
import { PassengerForm } from "@/components/flights/passenger-form";

/**
 * A package's passengers (the flight's form, components/flights/passenger-form.tsx): the adults, then the children
 * searched. The passport is always asked, and needed when the trip crosses a border.
 */
export async function PackagePassengerFields(props: { adults: number; childCount: number; passportRequired: boolean; saved: SavedTraveller[] }) {
  const t = await getTranslations("Packages.checkout");
  const { legend, ...parts } = await passengerFormParts(props.saved, t("passengers"));
  const types = [...Array<"adult">(props.adults).fill("adult"), ...Array<"child">(props.childCount).fill("child")];
  return (
    <PassengerForm
      {...parts}
      slots={types.map((type, i) => ({ type, legend: legend(type, i + 1) }))}
      documents={props.passportRequired ? "required" : "optional"}
      required
      hint={props.passportRequired ? `${t("passengersHint")} ${t("passportNeeded")}` : t("passengersHint")}
      testId="package-passengers"
    />
  );
}
