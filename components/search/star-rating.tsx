import { getTranslations } from "next-intl/server";

export async function StarRating({ stars }: { stars: number }) {
  const t = await getTranslations("Results");
  return (
    <span className="text-amber-500" role="img" aria-label={t("starsLabel", { count: stars })} data-testid="stars" data-stars={stars}>
      {"★".repeat(stars)}
      <span className="text-slate-300">{"★".repeat(Math.max(0, 5 - stars))}</span>
    </span>
  );
}
