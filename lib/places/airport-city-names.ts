import { CITY_NAMES } from "./city-names";
import { nameIn, NAME_LANGS, type PlaceNames } from "./names";
import { placeKey } from "./place-index";

type OtherNames = Omit<PlaceNames, "en"> & { also?: readonly string[] };

/**
 * The names, in the site's other languages, of the cities of the flight stand-in's airports that are not catalogue
 * destinations (those are named in city-names.ts), keyed by the city as OpenFlights spells it. `also`: other spellings
 * a traveller types for the same airports (Bali for Denpasar, Chennai for Madras).
 */
const AIRPORT_CITIES: Record<string, OtherNames> = {
  Manchester: { ar: "مانشستر", pt: "Manchéster" },
  Dublin: { ar: "دبلن", es: "Dublín" },
  Brussels: { ar: "بروكسل", es: "Bruselas", fr: "Bruxelles", de: "Brüssel", pt: "Bruxelas" },
  Frankfurt: { ar: "فرانكفورت", es: "Fráncfort", fr: "Francfort", pt: "Frankfurt" },
  Munich: { ar: "ميونخ", es: "Múnich", de: "München", pt: "Munique" },
  Hamburg: { ar: "هامبورغ", es: "Hamburgo", fr: "Hambourg", pt: "Hamburgo" },
  Duesseldorf: { ar: "دوسلدورف", de: "Düsseldorf", also: ["Düsseldorf"] },
  Zurich: { ar: "زيورخ", es: "Zúrich", de: "Zürich", pt: "Zurique" },
  Geneva: { ar: "جنيف", es: "Ginebra", fr: "Genève", de: "Genf", pt: "Genebra" },
  Stockholm: { ar: "ستوكهولم", es: "Estocolmo", fr: "Stockholm", pt: "Estocolmo" },
  Oslo: { ar: "أوسلو" },
  Helsinki: { ar: "هلسنكي" },
  Malaga: { ar: "مالقة", es: "Málaga", pt: "Málaga" },
  "Palma de Mallorca": { ar: "بالما دي مايوركا", fr: "Palma de Majorque", also: ["Mallorca", "مايوركا"] },
  Porto: { ar: "بورتو", es: "Oporto" },
  Milano: { ar: "ميلانو", es: "Milán", fr: "Milan", de: "Mailand", pt: "Milão", also: ["Milan"] },
  Milan: { ar: "ميلانو", es: "Milán", de: "Mailand", pt: "Milão", also: ["Milano"] },
  Naples: { ar: "نابولي", es: "Nápoles", de: "Neapel", pt: "Nápoles", also: ["Napoli"] },
  Warsaw: { ar: "وارسو", es: "Varsovia", fr: "Varsovie", de: "Warschau", pt: "Varsóvia" },
  Budapest: { ar: "بودابست", pt: "Budapeste" },
  Bucharest: { ar: "بوخارست", es: "Bucarest", fr: "Bucarest", de: "Bukarest", pt: "Bucareste" },
  Keflavik: { ar: "كفلافيك", also: ["Reykjavik", "ريكيافيك"] },
  "Abu Dhabi": { ar: "أبوظبي", es: "Abu Dabi", pt: "Abu Dhabi", also: ["أبو ظبي"] },
  Riyadh: { ar: "الرياض", es: "Riad", fr: "Riyad", de: "Riad", pt: "Riade" },
  Jeddah: { ar: "جدة", es: "Yeda", fr: "Djeddah", de: "Dschidda", pt: "Jidá" },
  Dammam: { ar: "الدمام" },
  Madinah: { ar: "المدينة المنورة", es: "Medina", fr: "Médine", de: "Medina", pt: "Medina", also: ["Medina", "المدينة"] },
  Kuwait: { ar: "الكويت", fr: "Koweït" },
  Bahrain: { ar: "البحرين", es: "Baréin", fr: "Bahreïn", pt: "Bahrein", also: ["Manama", "المنامة"] },
  Muscat: { ar: "مسقط", es: "Mascate", fr: "Mascate", de: "Maskat", pt: "Mascate" },
  Amman: { ar: "عمّان", es: "Ammán", pt: "Amã" },
  Beirut: { ar: "بيروت", fr: "Beyrouth", pt: "Beirute" },
  "Tel-aviv": { ar: "تل أبيب", es: "Tel Aviv", fr: "Tel Aviv", de: "Tel Aviv", pt: "Tel Aviv" },
  Cairo: { ar: "القاهرة", es: "El Cairo", fr: "Le Caire", de: "Kairo", pt: "Cairo" },
  Hurghada: { ar: "الغردقة" },
  Casablanca: { ar: "الدار البيضاء" },
  Tunis: { ar: "تونس", es: "Túnez", pt: "Túnis" },
  "Addis Ababa": { ar: "أديس أبابا", es: "Adís Abeba", fr: "Addis-Abeba", de: "Addis Abeba", pt: "Adis Abeba" },
  Nairobi: { ar: "نيروبي" },
  Lagos: { ar: "لاغوس" },
  Accra: { ar: "أكرا" },
  Johannesburg: { ar: "جوهانسبرغ", es: "Johannesburgo", pt: "Joanesburgo" },
  Delhi: { ar: "دلهي", es: "Delhi", fr: "Delhi", pt: "Deli", also: ["New Delhi", "نيودلهي"] },
  Mumbai: { ar: "مومباي", es: "Bombay", also: ["Bombay"] },
  Bangalore: { ar: "بنغالور", also: ["Bengaluru"] },
  Madras: { ar: "تشيناي", also: ["Chennai"] },
  Colombo: { ar: "كولومبو" },
  Male: { ar: "ماليه", fr: "Malé", de: "Malé", pt: "Malé", also: ["Malé"] },
  Kathmandu: { ar: "كاتماندو", es: "Katmandú", fr: "Katmandou", pt: "Catmandu" },
  Dhaka: { ar: "دكا", es: "Daca", fr: "Dacca", de: "Dhaka", pt: "Daca" },
  "Kuala Lumpur": { ar: "كوالالمبور" },
  Jakarta: { ar: "جاكرتا", es: "Yakarta", pt: "Jacarta" },
  Denpasar: { ar: "دينباسار", also: ["Bali", "بالي"] },
  Manila: { ar: "مانيلا", fr: "Manille" },
  Taipei: { ar: "تايبيه", es: "Taipéi", pt: "Taipé" },
  Osaka: { ar: "أوساكا" },
  Beijing: { ar: "بكين", es: "Pekín", fr: "Pékin", de: "Peking", pt: "Pequim" },
  Shanghai: { ar: "شنغهاي", es: "Shanghái", pt: "Xangai" },
  Guangzhou: { ar: "قوانغتشو", es: "Cantón", fr: "Canton", de: "Kanton", pt: "Cantão" },
  Melbourne: { ar: "ملبورن" },
  Brisbane: { ar: "بريزبان" },
  Perth: { ar: "بيرث" },
  Auckland: { ar: "أوكلاند" },
  Newark: { ar: "نيوارك" },
  Boston: { ar: "بوسطن" },
  Washington: { ar: "واشنطن", es: "Washington", pt: "Washington" },
  Chicago: { ar: "شيكاغو" },
  Atlanta: { ar: "أتلانتا" },
  "Dallas-Fort Worth": { ar: "دالاس فورت وورث", also: ["Dallas", "دالاس"] },
  Houston: { ar: "هيوستن" },
  Denver: { ar: "دنفر" },
  "Los Angeles": { ar: "لوس أنجلوس", pt: "Los Angeles" },
  Seattle: { ar: "سياتل" },
  Toronto: { ar: "تورونتو" },
  Montreal: { ar: "مونتريال", fr: "Montréal", pt: "Montreal" },
  "Mexico City": { ar: "مكسيكو سيتي", es: "Ciudad de México", fr: "Mexico", de: "Mexiko-Stadt", pt: "Cidade do México" },
  Bogota: { ar: "بوغوتا", es: "Bogotá", pt: "Bogotá" },
  Lima: { ar: "ليما" },
  "Sao Paulo": { ar: "ساو باولو", es: "São Paulo", fr: "São Paulo", de: "São Paulo", pt: "São Paulo" },
  "Buenos Aires": { ar: "بوينس آيرس" },
  Santiago: { ar: "سانتياغو", es: "Santiago de Chile" },
  "Panama City": { ar: "مدينة بنما", es: "Ciudad de Panamá", fr: "Panama", de: "Panama-Stadt", pt: "Cidade do Panamá" },
};

/** Keyed by placeKey of the English name: the catalogue's cities (by slug, "new-york" → "new york") and the table above. */
const BY_KEY: Map<string, OtherNames> = new Map([
  ...Object.entries(CITY_NAMES).map(([slug, names]) => [placeKey(slug), names] as const),
  ...Object.entries(AIRPORT_CITIES).map(([city, names]) => [placeKey(city), names] as const),
]);

/** An airport's city (as OpenFlights spells it in English) named in every language the tables name it in. */
export function airportCityNames(city: string): PlaceNames {
  const { also: _also, ...names } = BY_KEY.get(placeKey(city)) ?? {};
  return { ...names, en: city };
}

const spellingsCache = new Map<string, string[]>();

/**
 * Every spelling of an airport's city a traveller may type, as placeKey compares them: English, the site's other
 * languages and the `also` spellings. One list per city, kept for the process (the tables never change).
 */
export function airportCityKeys(city: string): string[] {
  let keys = spellingsCache.get(city);
  if (!keys) {
    const entry = BY_KEY.get(placeKey(city));
    const names = airportCityNames(city);
    const spellings = [...NAME_LANGS.map((l) => names[l]), ...(entry?.also ?? [])].filter((s): s is string => !!s);
    keys = [...new Set(spellings.map(placeKey))];
    spellingsCache.set(city, keys);
  }
  return keys;
}

/** An airport's city in the visitor's language, else as OpenFlights spells it. */
export function airportCityIn(city: string, locale: string): string {
  return nameIn(airportCityNames(city), locale);
}
