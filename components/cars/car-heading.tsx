import { getTranslations } from "@/lib/locale/translations";
import type { CarDetails } from "@/lib/suppliers/cars/types";
import { categoryName } from "@/lib/cars/car-words";
import { CarPicture } from "./car-picture";

/** The car's picture, class with its ACRISS code, and model "or similar": the head of a result card and of the summary. */
export async function CarHeading({ details: d, level, testId }: { details: CarDetails; level: "h2" | "h3"; testId: string }) {
  const t = await getTranslations("Cars");
  const Heading = level;
  return (
    <div className="flex items-center gap-3">
      <CarPicture imageUrl={d.imageUrl} vehicleType={d.vehicleType} name={d.name} />
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {categoryName(t, d.category)} · <abbr title={t("card.acriss")}>{d.acriss}</abbr>
        </p>
        <Heading className={level === "h2" ? "text-lg font-semibold" : "text-base font-semibold text-slate-900"} data-testid={testId}>
          {d.name}
        </Heading>
      </div>
    </div>
  );
}
