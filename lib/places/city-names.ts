import { searchKey } from "@/lib/booking/search-key";
import type { PlaceNames } from "./names";

/**
 * The catalogue destinations' names in the site's other languages, by destination slug (the database holds the
 * English name). A language left out writes the name as English does.
 */
export const CITY_NAMES: Record<string, Omit<PlaceNames, "en">> = {
  cancun: { ar: "كانكون" },
  orlando: { ar: "أورلاندو" },
  "las-vegas": { ar: "لاس فيغاس" },
  paris: { ar: "باريس" },
  barcelona: { ar: "برشلونة", fr: "Barcelone" },
  rome: { ar: "روما", es: "Roma", de: "Rom", pt: "Roma" },
  lisbon: { ar: "لشبونة", es: "Lisboa", fr: "Lisbonne", de: "Lissabon", pt: "Lisboa" },
  london: { ar: "لندن", es: "Londres", fr: "Londres", pt: "Londres" },
  dubai: { ar: "دبي", es: "Dubái", fr: "Dubaï" },
  bali: { ar: "بالي" },
  bangkok: { ar: "بانكوك", pt: "Banguecoque" },
  tokyo: { ar: "طوكيو", es: "Tokio", de: "Tokio", pt: "Tóquio" },
  sydney: { ar: "سيدني", es: "Sídney" },
  "cape-town": { ar: "كيب تاون", es: "Ciudad del Cabo", fr: "Le Cap", de: "Kapstadt", pt: "Cidade do Cabo" },
  "rio-de-janeiro": { ar: "ريو دي جانيرو", es: "Río de Janeiro" },
  "punta-cana": { ar: "بونتا كانا" },
  honolulu: { ar: "هونولولو" },
  miami: { ar: "ميامي" },
  "new-york": { ar: "نيويورك", es: "Nueva York", pt: "Nova York" },
  "cabo-san-lucas": { ar: "كابو سان لوكاس" },
  santorini: { ar: "سانتوريني", fr: "Santorin", de: "Santorin" },
  reykjavik: { ar: "ريكيافيك", es: "Reikiavik", de: "Reykjavík", pt: "Reiquiavique" },
  marrakech: { ar: "مراكش", de: "Marrakesch", pt: "Marraquexe" },
  queenstown: { ar: "كوينزتاون" },
  vancouver: { ar: "فانكوفر" },
  amsterdam: { ar: "أمستردام", es: "Ámsterdam", pt: "Amsterdã" },
  edinburgh: { ar: "إدنبرة", es: "Edimburgo", fr: "Édimbourg", pt: "Edimburgo" },
  singapore: { ar: "سنغافورة", es: "Singapur", fr: "Singapour", de: "Singapur", pt: "Singapura" },
  berlin: { ar: "برلين", es: "Berlín", pt: "Berlim" },
  vienna: { ar: "فيينا", es: "Viena", fr: "Vienne", de: "Wien", pt: "Viena" },
  prague: { ar: "براغ", es: "Praga", de: "Prag", pt: "Praga" },
  madrid: { ar: "مدريد" },
  florence: { ar: "فلورنسا", es: "Florencia", de: "Florenz", pt: "Florença" },
  venice: { ar: "البندقية", es: "Venecia", fr: "Venise", de: "Venedig", pt: "Veneza" },
  athens: { ar: "أثينا", es: "Atenas", fr: "Athènes", de: "Athen", pt: "Atenas" },
  istanbul: { ar: "إسطنبول", es: "Estambul", pt: "Istambul" },
  copenhagen: { ar: "كوبنهاغن", es: "Copenhague", fr: "Copenhague", de: "Kopenhagen", pt: "Copenhague" },
  nice: { ar: "نيس", es: "Niza", de: "Nizza" },
  kyoto: { ar: "كيوتو", es: "Kioto", pt: "Quioto" },
  "hong-kong": { ar: "هونغ كونغ" },
  seoul: { ar: "سول", es: "Seúl", fr: "Séoul", pt: "Seul" },
  maldives: { ar: "جزر المالديف", es: "Maldivas", de: "Malediven", pt: "Maldivas" },
  phuket: { ar: "بوكيت" },
  "san-francisco": { ar: "سان فرانسيسكو" },
  zermatt: { ar: "زيرمات" },
  banff: { ar: "بانف" },
};

/** The slugs of the catalogue destinations whose name in one of the site's other languages contains `text`. */
export function catalogueSlugsNamed(text: string): string[] {
  const q = searchKey(text);
  if (!q) return [];
  return Object.entries(CITY_NAMES)
    .filter(([, names]) => Object.values(names).some((n) => searchKey(n).includes(q)))
    .map(([slug]) => slug);
}
