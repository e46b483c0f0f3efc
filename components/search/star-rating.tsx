import { getTranslations } from "@/lib/locale/translations";
import { StarsView } from "./price-box-view";

export async function StarRating({ stars }: { stars: number }) {
  const t = await getTranslations("Results");
  return <StarsView stars={stars} label={t("starsLabel", { count: stars })} />;
}
