import { getTranslations } from "next-intl/server";
import { StarsView } from "./price-box-view";

export async function StarRating({ stars }: { stars: number }) {
  const t = await getTranslations("Results");
  return <StarsView stars={stars} label={t("starsLabel", { count: stars })} />;
}
