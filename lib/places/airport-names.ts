import { placeKey } from "./place-index";
import { nameIn, NAME_LANGS, type PlaceNames } from "./names";

type OtherNames = Omit<PlaceNames, "en"> & { also?: readonly string[] };

/**
 * The names of the airports the site sells flights between (lib/suppliers/flights/airports.mjs) in the site's other
 * languages, by IATA code: OpenFlights, the source of the English names, has no other language, and no package on the
 * registry names airports in Arabic. Written by hand as the airports sign themselves and Arabic-language airlines and
 * press name them (King Khalid, Queen Alia, Rafic Hariri …), with the city first where travellers say it so ("مطار لندن
 * هيثرو"). `also`: other spellings a traveller types (غ and ج for the hard g, "هيثرو" alone is found as a word of the
 * name already). A language left out names the airport as English does.
 */
export const AIRPORT_NAMES: Record<string, OtherNames> = {
  // Europe
  LHR: { ar: "مطار لندن هيثرو" },
  LGW: { ar: "مطار لندن غاتويك", also: ["جاتويك"] },
  STN: { ar: "مطار لندن ستانستد" },
  LCY: { ar: "مطار مدينة لندن" },
  MAN: { ar: "مطار مانشستر" },
  EDI: { ar: "مطار إدنبرة" },
  DUB: { ar: "مطار دبلن" },
  CDG: { ar: "مطار باريس شارل ديغول", also: ["شارل ديجول"] },
  ORY: { ar: "مطار باريس أورلي" },
  NCE: { ar: "مطار نيس كوت دازور" },
  AMS: { ar: "مطار أمستردام سخيبول", also: ["سكيبول", "شيفول"] },
  BRU: { ar: "مطار بروكسل" },
  FRA: { ar: "مطار فرانكفورت الدولي" },
  MUC: { ar: "مطار ميونخ الدولي" },
  HAM: { ar: "مطار هامبورغ" },
  DUS: { ar: "مطار دوسلدورف الدولي" },
  ZRH: { ar: "مطار زيورخ" },
  GVA: { ar: "مطار جنيف الدولي" },
  VIE: { ar: "مطار فيينا الدولي" },
  CPH: { ar: "مطار كوبنهاغن كاستروب" },
  ARN: { ar: "مطار ستوكهولم أرلاندا" },
  OSL: { ar: "مطار أوسلو غاردرموين" },
  HEL: { ar: "مطار هلسنكي فانتا" },
  MAD: { ar: "مطار مدريد باراخاس" },
  BCN: { ar: "مطار برشلونة الدولي", also: ["إل برات"] },
  AGP: { ar: "مطار مالقة" },
  PMI: { ar: "مطار بالما دي مايوركا" },
  LIS: { ar: "مطار لشبونة بورتيلا" },
  OPO: { ar: "مطار بورتو فرانسيسكو سا كارنيرو" },
  FCO: { ar: "مطار روما فيوميتشينو ليوناردو دا فينشي" },
  MXP: { ar: "مطار ميلانو مالبينسا" },
  LIN: { ar: "مطار ميلانو ليناتي" },
  VCE: { ar: "مطار البندقية ماركو بولو" },
  NAP: { ar: "مطار نابولي الدولي" },
  ATH: { ar: "مطار أثينا الدولي" },
  IST: { ar: "مطار إسطنبول أتاتورك الدولي" },
  SAW: { ar: "مطار إسطنبول صبيحة كوكجن الدولي", also: ["صبيحة جوكشن"] },
  PRG: { ar: "مطار براغ فاتسلاف هافل" },
  WAW: { ar: "مطار وارسو شوبان" },
  BUD: { ar: "مطار بودابست فرانز ليست الدولي" },
  OTP: { ar: "مطار بوخارست هنري كواندا الدولي" },
  KEF: { ar: "مطار كفلافيك الدولي" },
  // Middle East and Africa
  DXB: { ar: "مطار دبي الدولي" },
  AUH: { ar: "مطار أبوظبي الدولي", also: ["مطار أبو ظبي"] },
  RUH: { ar: "مطار الملك خالد الدولي", also: ["مطار الرياض"] },
  JED: { ar: "مطار الملك عبدالعزيز الدولي", also: ["مطار جدة", "عبد العزيز"] },
  DMM: { ar: "مطار الملك فهد الدولي", also: ["مطار الدمام"] },
  MED: { ar: "مطار الأمير محمد بن عبدالعزيز الدولي", also: ["مطار المدينة المنورة", "عبد العزيز"] },
  KWI: { ar: "مطار الكويت الدولي" },
  BAH: { ar: "مطار البحرين الدولي" },
  MCT: { ar: "مطار مسقط الدولي" },
  AMM: { ar: "مطار الملكة علياء الدولي", also: ["مطار عمان"] },
  BEY: { ar: "مطار بيروت رفيق الحريري الدولي" },
  TLV: { ar: "مطار بن غوريون" },
  CAI: { ar: "مطار القاهرة الدولي" },
  HRG: { ar: "مطار الغردقة الدولي" },
  CMN: { ar: "مطار محمد الخامس الدولي", also: ["مطار الدار البيضاء"] },
  RAK: { ar: "مطار مراكش المنارة" },
  TUN: { ar: "مطار تونس قرطاج الدولي" },
  ADD: { ar: "مطار أديس أبابا بولي الدولي" },
  NBO: { ar: "مطار جومو كينياتا الدولي", also: ["مطار نيروبي"] },
  LOS: { ar: "مطار مورتالا محمد الدولي", also: ["مطار لاغوس"] },
  ACC: { ar: "مطار كوتوكا الدولي", also: ["مطار أكرا"] },
  JNB: { ar: "مطار أو آر تامبو الدولي", also: ["مطار جوهانسبرغ"] },
  CPT: { ar: "مطار كيب تاون الدولي" },
  // Asia and Oceania
  DEL: { ar: "مطار إنديرا غاندي الدولي", also: ["مطار دلهي"] },
  BOM: { ar: "مطار تشاتراباتي شيفاجي الدولي", also: ["مطار مومباي"] },
  BLR: { ar: "مطار كيمبيغودا الدولي", also: ["مطار بنغالور"] },
  MAA: { ar: "مطار تشيناي الدولي" },
  CMB: { ar: "مطار باندارانايكه الدولي", also: ["مطار كولومبو"] },
  MLE: { ar: "مطار ماليه الدولي", also: ["مطار فيلانا"] },
  KTM: { ar: "مطار تريبهوفان الدولي", also: ["مطار كاتماندو"] },
  DAC: { ar: "مطار دكا حضرة شاه جلال الدولي" },
  SIN: { ar: "مطار سنغافورة شانغي" },
  KUL: { ar: "مطار كوالالمبور الدولي" },
  BKK: { ar: "مطار بانكوك سوفارنابومي" },
  HKT: { ar: "مطار بوكيت الدولي" },
  CGK: { ar: "مطار جاكرتا سوكارنو هاتا الدولي" },
  DPS: { ar: "مطار بالي نغوراه راي الدولي" },
  MNL: { ar: "مطار مانيلا نينوي أكينو الدولي" },
  HKG: { ar: "مطار هونغ كونغ الدولي", also: ["تشيك لاب كوك"] },
  TPE: { ar: "مطار تايوان تاويوان الدولي", also: ["مطار تايبيه"] },
  ICN: { ar: "مطار إنتشون الدولي", also: ["مطار سيول"] },
  NRT: { ar: "مطار طوكيو ناريتا الدولي" },
  HND: { ar: "مطار طوكيو هانيدا الدولي" },
  KIX: { ar: "مطار كانساي الدولي", also: ["مطار أوساكا"] },
  PEK: { ar: "مطار بكين العاصمة الدولي" },
  PVG: { ar: "مطار شنغهاي بودونغ الدولي" },
  CAN: { ar: "مطار قوانغتشو بايون الدولي" },
  SYD: { ar: "مطار سيدني كينغسفورد سميث" },
  MEL: { ar: "مطار ملبورن الدولي" },
  BNE: { ar: "مطار بريزبان الدولي" },
  PER: { ar: "مطار بيرث الدولي" },
  AKL: { ar: "مطار أوكلاند الدولي" },
  // Americas
  JFK: { ar: "مطار جون إف كينيدي الدولي", also: ["مطار نيويورك", "كينيدي"] },
  EWR: { ar: "مطار نيوارك ليبرتي الدولي" },
  LGA: { ar: "مطار لاغوارديا", also: ["لا غوارديا"] },
  BOS: { ar: "مطار بوسطن لوغان الدولي" },
  IAD: { ar: "مطار واشنطن دالاس الدولي" },
  ORD: { ar: "مطار شيكاغو أوهير الدولي" },
  ATL: { ar: "مطار أتلانتا هارتسفيلد جاكسون الدولي" },
  MIA: { ar: "مطار ميامي الدولي" },
  MCO: { ar: "مطار أورلاندو الدولي" },
  DFW: { ar: "مطار دالاس فورت وورث الدولي" },
  IAH: { ar: "مطار هيوستن جورج بوش الدولي" },
  DEN: { ar: "مطار دنفر الدولي" },
  LAX: { ar: "مطار لوس أنجلوس الدولي" },
  SFO: { ar: "مطار سان فرانسيسكو الدولي" },
  SEA: { ar: "مطار سياتل تاكوما الدولي" },
  LAS: { ar: "مطار لاس فيغاس ماكاران الدولي" },
  YYZ: { ar: "مطار تورونتو بيرسون الدولي" },
  YVR: { ar: "مطار فانكوفر الدولي" },
  YUL: { ar: "مطار مونتريال ترودو الدولي" },
  MEX: { ar: "مطار مكسيكو سيتي الدولي", also: ["بينيتو خواريز"] },
  CUN: { ar: "مطار كانكون الدولي" },
  BOG: { ar: "مطار بوغوتا إل دورادو الدولي" },
  LIM: { ar: "مطار ليما خورخي تشافيز الدولي" },
  GRU: { ar: "مطار ساو باولو غواروليوس الدولي" },
  GIG: { ar: "مطار ريو دي جانيرو غالياو الدولي" },
  EZE: { ar: "مطار بوينس آيرس إيزيزا الدولي" },
  SCL: { ar: "مطار سانتياغو الدولي", also: ["أرتورو ميرينو بينيتيز"] },
  PTY: { ar: "مطار بنما توكومين الدولي" },
};

/** An airport named in every language the table names it in; `english`: its name as OpenFlights gives it. */
export function airportNames(iata: string, english: string): PlaceNames {
  const { also: _also, ...names } = AIRPORT_NAMES[iata.toUpperCase()] ?? {};
  return { ...names, en: english };
}

/** The airport's name in the visitor's language, else as OpenFlights gives it in English. */
export function airportNameIn(iata: string, english: string, locale: string): string {
  return nameIn(airportNames(iata, english), locale);
}

/** Whether a language has a name of its own for the airport (other languages show the English one). */
export function hasAirportName(iata: string, locale: string): boolean {
  const lang = locale.split("-")[0] ?? "";
  const names: Partial<Record<string, unknown>> = AIRPORT_NAMES[iata.toUpperCase()] ?? {};
  return lang !== "en" && lang !== "also" && typeof names[lang] === "string";
}

const keysCache = new Map<string, string[][]>();

/** Every spelling of the airport's name, each as its placeKey words. One list per airport, kept for the process. */
function nameWords(iata: string, english: string): string[][] {
  const cacheKey = `${iata}|${english}`;
  let words = keysCache.get(cacheKey);
  if (!words) {
    const names = airportNames(iata, english);
    const spellings = [...NAME_LANGS.map((l) => names[l]), ...(AIRPORT_NAMES[iata.toUpperCase()]?.also ?? [])].filter((s): s is string => !!s);
    words = [...new Set(spellings.map(placeKey))].map((k) => k.split(" "));
    keysCache.set(cacheKey, words);
  }
  return words;
}

/**
 * How the typed text names the airport in any of its spellings: 2 a name starts with it ("مطار دبي" for مطار دبي
 * الدولي), 1 each typed word starts a word of one name, in any order ("هيثرو", "heathrow london"), 0 none. Compared
 * as placeKey folds both (case, accents, Arabic diacritics and hamza seats, dashes).
 */
export function airportNameMatch(iata: string, english: string, typed: string): 0 | 1 | 2 {
  const q = placeKey(typed);
  if (!q) return 0;
  const spellings = nameWords(iata, english);
  if (spellings.some((w) => w.join(" ").startsWith(q))) return 2;
  const typedWords = q.split(" ");
  return spellings.some((w) => typedWords.every((t) => w.some((word) => word.startsWith(t)))) ? 1 : 0;
}
