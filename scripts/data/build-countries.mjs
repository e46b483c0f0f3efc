#!/usr/bin/env node
// One-off generator for prisma/data/countries.json, prisma/data/nationalities.json
// and public/flags/*.svg. It is NOT part of the app's build and its source
// packages are NOT project dependencies: run it from a scratch folder where they
// are installed (see prisma/data/README.md):
//
//   mkdir -p /tmp/cdata && cd /tmp/cdata && npm init -y >/dev/null
//   npm install world-countries@5.1.0 libphonenumber-js@1.13.16 flag-icons@7.5.0
//   node /path/to/repo/scripts/data/build-countries.mjs            # writes into that repo
//   node /path/to/repo/scripts/data/build-countries.mjs --check    # verify only, write nothing
//
// Packages are resolved from the CURRENT WORKING DIRECTORY (the scratch folder),
// outputs are written relative to this script's repository (or --root DIR).

import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const checkOnly = args.includes("--check");
const rootIdx = args.indexOf("--root");
const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const ROOT = rootIdx >= 0 ? path.resolve(args[rootIdx + 1]) : path.resolve(scriptDir, "..", "..");

const require = createRequire(path.join(process.cwd(), "package.json"));
const worldCountries = require("world-countries");
const { getCountryCallingCode } = require("libphonenumber-js");
const flagDir = path.join(path.dirname(require.resolve("flag-icons/package.json")), "flags", "4x3");
const flagLicense = path.join(path.dirname(require.resolve("flag-icons/package.json")), "LICENSE");

// ---------------------------------------------------------------------------
// Names: world-countries `name.common`, with these overrides (common English
// short names / ISO-style where the package's common name is unusual).
const NAME_OVERRIDES = {
  BQ: "Bonaire, Sint Eustatius and Saba",
  CD: "Democratic Republic of the Congo",
  CI: "Côte d'Ivoire",
  GS: "South Georgia and the South Sandwich Islands",
  TF: "French Southern Territories",
  TR: "Turkey",
  // ISO-style names so both Virgin Islands sort together under "V".
  VG: "Virgin Islands (British)",
  VI: "Virgin Islands (U.S.)",
};

// Dial codes: libphonenumber-js getCountryCallingCode(); for regions it does
// not know, these fallbacks (commonly used values).
const CALLING_CODE_FALLBACK = {
  AQ: "672", // Antarctica (Australian bases; shared with Norfolk Island)
  BV: "47", // Bouvet Island (Norway)
  GS: "500", // South Georgia (shared with Falkland Islands)
  HM: "672", // Heard Island and McDonald Islands
  PN: "64", // Pitcairn Islands (New Zealand)
  TF: "262", // French Southern Territories (shared with Réunion)
  UM: "1", // US Minor Outlying Islands
};
// +1 countries that are written plainly as "+1" (not "+1-XXX").
const NANP_PLAIN = new Set(["US", "CA", "UM"]);

const UNINHABITED = new Set(["AQ", "BV", "HM", "GS", "TF", "IO"]);
const US_TERRITORIES = ["PR", "GU", "VI", "AS", "MP", "UM"];
const UK_CROWN_DEPENDENCIES = ["GG", "JE", "IM"];
const MILES = new Set(["US", "GB", "LR", "MM", ...US_TERRITORIES, ...UK_CROWN_DEPENDENCIES]);
const FAHRENHEIT = new Set(["US", ...US_TERRITORIES, "LR", "BS", "BZ", "KY", "PW", "MH", "FM"]);

// Non-ISO-3166-1 entries, appended after the alphabetical ISO block.
// Kosovo (XK, user-assigned code used by the EU/IMF, has its own passports) and
// the spec's two extra Trinidad and Tobago rows (alpha-3 "TTO", currency "TTD").
const EXTRA_ENTRIES = [
  { copyOf: "TT", countryCode: "TTO" },
  { copyOf: "TT", countryCode: "TTD" },
  { alpha2: "XK", countryCode: "XK" },
];

const US_ID = 235;

// ---------------------------------------------------------------------------
// Nationalities (demonyms) — curated: every sovereign state (UN members, Vatican,
// Palestine, Taiwan, Kosovo) plus inhabited territories people commonly pick.
// Ambiguous demonyms are disambiguated so names are unique.
const NATIONALITIES = {
  US: "American",
  AF: "Afghan",
  AL: "Albanian",
  DZ: "Algerian",
  AD: "Andorran",
  AO: "Angolan",
  AG: "Antiguan and Barbudan",
  AR: "Argentine",
  AM: "Armenian",
  AU: "Australian",
  AT: "Austrian",
  AZ: "Azerbaijani",
  BS: "Bahamian",
  BH: "Bahraini",
  BD: "Bangladeshi",
  BB: "Barbadian",
  BY: "Belarusian",
  BE: "Belgian",
  BZ: "Belizean",
  BJ: "Beninese",
  BT: "Bhutanese",
  BO: "Bolivian",
  BA: "Bosnian and Herzegovinian",
  BW: "Botswanan",
  BR: "Brazilian",
  BN: "Bruneian",
  BG: "Bulgarian",
  BF: "Burkinabè",
  BI: "Burundian",
  CV: "Cape Verdean",
  KH: "Cambodian",
  CM: "Cameroonian",
  CA: "Canadian",
  CF: "Central African",
  TD: "Chadian",
  CL: "Chilean",
  CN: "Chinese",
  CO: "Colombian",
  KM: "Comorian",
  CG: "Congolese (Republic of the Congo)",
  CD: "Congolese (DR Congo)",
  CR: "Costa Rican",
  CI: "Ivorian",
  HR: "Croatian",
  CU: "Cuban",
  CY: "Cypriot",
  CZ: "Czech",
  DK: "Danish",
  DJ: "Djiboutian",
  DM: "Dominican (Dominica)",
  DO: "Dominican (Dominican Republic)",
  EC: "Ecuadorian",
  EG: "Egyptian",
  SV: "Salvadoran",
  GQ: "Equatorial Guinean",
  ER: "Eritrean",
  EE: "Estonian",
  SZ: "Swazi",
  ET: "Ethiopian",
  FJ: "Fijian",
  FI: "Finnish",
  FR: "French",
  GA: "Gabonese",
  GM: "Gambian",
  GE: "Georgian",
  DE: "German",
  GH: "Ghanaian",
  GR: "Greek",
  GD: "Grenadian",
  GT: "Guatemalan",
  GN: "Guinean",
  GW: "Bissau-Guinean",
  GY: "Guyanese",
  HT: "Haitian",
  HN: "Honduran",
  HU: "Hungarian",
  IS: "Icelandic",
  IN: "Indian",
  ID: "Indonesian",
  IR: "Iranian",
  IQ: "Iraqi",
  IE: "Irish",
  IL: "Israeli",
  IT: "Italian",
  JM: "Jamaican",
  JP: "Japanese",
  JO: "Jordanian",
  KZ: "Kazakh",
  KE: "Kenyan",
  KI: "I-Kiribati",
  KP: "North Korean",
  KR: "South Korean",
  KW: "Kuwaiti",
  KG: "Kyrgyz",
  LA: "Lao",
  LV: "Latvian",
  LB: "Lebanese",
  LS: "Mosotho",
  LR: "Liberian",
  LY: "Libyan",
  LI: "Liechtensteiner",
  LT: "Lithuanian",
  LU: "Luxembourger",
  MG: "Malagasy",
  MW: "Malawian",
  MY: "Malaysian",
  MV: "Maldivian",
  ML: "Malian",
  MT: "Maltese",
  MH: "Marshallese",
  MR: "Mauritanian",
  MU: "Mauritian",
  MX: "Mexican",
  FM: "Micronesian",
  MD: "Moldovan",
  MC: "Monegasque",
  MN: "Mongolian",
  ME: "Montenegrin",
  MA: "Moroccan",
  MZ: "Mozambican",
  MM: "Burmese",
  NA: "Namibian",
  NR: "Nauruan",
  NP: "Nepalese",
  NL: "Dutch",
  NZ: "New Zealander",
  NI: "Nicaraguan",
  NE: "Nigerien",
  NG: "Nigerian",
  MK: "Macedonian",
  NO: "Norwegian",
  OM: "Omani",
  PK: "Pakistani",
  PW: "Palauan",
  PA: "Panamanian",
  PG: "Papua New Guinean",
  PY: "Paraguayan",
  PE: "Peruvian",
  PH: "Filipino",
  PL: "Polish",
  PT: "Portuguese",
  QA: "Qatari",
  RO: "Romanian",
  RU: "Russian",
  RW: "Rwandan",
  KN: "Kittitian and Nevisian",
  LC: "Saint Lucian",
  VC: "Vincentian",
  WS: "Samoan",
  SM: "Sammarinese",
  ST: "São Toméan",
  SA: "Saudi Arabian",
  SN: "Senegalese",
  RS: "Serbian",
  SC: "Seychellois",
  SL: "Sierra Leonean",
  SG: "Singaporean",
  SK: "Slovak",
  SI: "Slovenian",
  SB: "Solomon Islander",
  SO: "Somali",
  ZA: "South African",
  SS: "South Sudanese",
  ES: "Spanish",
  LK: "Sri Lankan",
  SD: "Sudanese",
  SR: "Surinamese",
  SE: "Swedish",
  CH: "Swiss",
  SY: "Syrian",
  TJ: "Tajik",
  TZ: "Tanzanian",
  TH: "Thai",
  TL: "Timorese",
  TG: "Togolese",
  TO: "Tongan",
  TT: "Trinidadian and Tobagonian",
  TN: "Tunisian",
  TR: "Turkish",
  TM: "Turkmen",
  TV: "Tuvaluan",
  UG: "Ugandan",
  UA: "Ukrainian",
  AE: "Emirati",
  GB: "British",
  UY: "Uruguayan",
  UZ: "Uzbek",
  VU: "Ni-Vanuatu",
  VA: "Vatican",
  VE: "Venezuelan",
  VN: "Vietnamese",
  YE: "Yemeni",
  ZM: "Zambian",
  ZW: "Zimbabwean",
  // Non-UN-member states
  PS: "Palestinian",
  TW: "Taiwanese",
  XK: "Kosovar",
  // Territories
  PR: "Puerto Rican",
  GU: "Guamanian",
  VI: "US Virgin Islander",
  AS: "American Samoan",
  MP: "Northern Mariana Islander",
  HK: "Hong Konger",
  MO: "Macanese",
  BM: "Bermudian",
  KY: "Caymanian",
  VG: "British Virgin Islander",
  AI: "Anguillian",
  MS: "Montserratian",
  TC: "Turks and Caicos Islander",
  GI: "Gibraltarian",
  FK: "Falkland Islander",
  SH: "Saint Helenian",
  GL: "Greenlandic",
  FO: "Faroese",
  AW: "Aruban",
  CW: "Curaçaoan",
  SX: "Sint Maartener",
  NC: "New Caledonian",
  PF: "French Polynesian",
  RE: "Réunionese",
  GP: "Guadeloupean",
  MQ: "Martinican",
  GF: "French Guianese",
  YT: "Mahoran",
  CK: "Cook Islander",
  NU: "Niuean",
  EH: "Sahrawi",
};

// ---------------------------------------------------------------------------
const collator = new Intl.Collator("en", { sensitivity: "base" });
const byCode = new Map(worldCountries.map((c) => [c.cca2, c]));
const flagFor = (alpha2) => {
  const f = `${alpha2.toLowerCase()}.svg`;
  return fs.existsSync(path.join(flagDir, f)) ? f : "xx.svg";
};

function isdCode(alpha2) {
  let cc;
  try {
    cc = getCountryCallingCode(alpha2);
  } catch {
    cc = CALLING_CODE_FALLBACK[alpha2];
  }
  if (!cc) throw new Error(`no calling code for ${alpha2}`);
  if (cc === "1" && !NANP_PLAIN.has(alpha2)) {
    const area = byCode.get(alpha2)?.idd?.suffixes?.[0];
    if (!/^\d{3}$/.test(area ?? "")) throw new Error(`no NANP area code for ${alpha2}`);
    return `+1-${area}`;
  }
  return `+${cc}`;
}

function row(alpha2, countryCode = alpha2) {
  const c = byCode.get(alpha2);
  const uninhabited = UNINHABITED.has(alpha2);
  return {
    countryId: 0,
    countryName: NAME_OVERRIDES[alpha2] ?? c.name.common,
    countryCode,
    countryFlag: flagFor(alpha2),
    isdCode: isdCode(alpha2),
    distanceUnit: uninhabited ? null : MILES.has(alpha2) ? "Miles" : "Km",
    tempUnit: uninhabited ? null : FAHRENHEIT.has(alpha2) ? "F" : "C",
    default_country: alpha2 === "US" ? "true" : "false",
  };
}

// ISO 3166-1 block: every officially-assigned alpha-2, alphabetical, ids 1..N.
const iso = worldCountries
  .filter((c) => c.status === "officially-assigned")
  .map((c) => row(c.cca2))
  .sort((a, b) => collator.compare(a.countryName, b.countryName));
iso.forEach((r, i) => (r.countryId = i + 1));

const extras = EXTRA_ENTRIES.map((e) => (e.copyOf ? row(e.copyOf, e.countryCode) : row(e.alpha2, e.countryCode)));
extras.forEach((r, i) => (r.countryId = iso.length + i + 1));
const countries = [...iso, ...extras];

const nationalities = Object.entries(NATIONALITIES)
  .map(([code, name]) => ({ nationalityId: 0, nationalityName: name, nationalityCode: code }))
  .sort((a, b) => (a.nationalityCode === "US" ? -1 : b.nationalityCode === "US" ? 1 : collator.compare(a.nationalityName, b.nationalityName)));
nationalities.forEach((n, i) => (n.nationalityId = i + 1));

// ---------------------------------------------------------------------------
// Checks (the generator refuses to write data that breaks the contract).
const fail = (msg) => {
  console.error(`CHECK FAILED: ${msg}`);
  process.exitCode = 1;
};
const uniq = (xs) => new Set(xs).size === xs.length;
if (iso.length !== 249) fail(`expected 249 ISO entries, got ${iso.length}`);
if (!uniq(countries.map((c) => c.countryId))) fail("duplicate countryId");
if (!uniq(countries.map((c) => c.countryCode))) fail("duplicate countryCode");
const us = countries.filter((c) => c.countryCode === "US");
if (us.length !== 1 || us[0].countryId !== US_ID) fail(`United States must have countryId ${US_ID}, got ${us[0]?.countryId}`);
if (countries.filter((c) => c.default_country === "true").length !== 1) fail("exactly one default_country");
const tt = countries.filter((c) => c.countryName === "Trinidad and Tobago");
if (tt.length !== 3 || tt.map((c) => c.countryCode).join() !== "TT,TTO,TTD") fail("Trinidad and Tobago x3");
if (tt.some((c) => c.isdCode !== "+1-868" || c.countryFlag !== "tt.svg")) fail("Trinidad dial/flag");
for (const c of countries) {
  if (!/^\+\d+(-\d{3})?$/.test(c.isdCode)) fail(`bad isdCode ${c.countryCode} ${c.isdCode}`);
  if (!fs.existsSync(path.join(flagDir, c.countryFlag))) fail(`no flag ${c.countryFlag}`);
}
if (nationalities[0].nationalityCode !== "US" || nationalities[0].nationalityName !== "American") fail("nationality 1 must be American");
if (!uniq(nationalities.map((n) => n.nationalityCode))) fail("duplicate nationalityCode");
if (!uniq(nationalities.map((n) => n.nationalityName))) fail("duplicate nationalityName");
for (const n of nationalities) if (!byCode.has(n.nationalityCode)) fail(`unknown nationality code ${n.nationalityCode}`);
for (const c of worldCountries) if (c.unMember && !NATIONALITIES[c.cca2]) fail(`no nationality for UN member ${c.cca2}`);

console.log(
  `countries: ${countries.length} (${iso.length} ISO + ${extras.length} extra), US id ${us[0]?.countryId}, ` +
    `Trinidad ids ${tt.map((c) => `${c.countryCode}=${c.countryId}`).join(" ")}; nationalities: ${nationalities.length}`,
);
if (process.exitCode || checkOnly) process.exit(process.exitCode ?? 0);

// ---------------------------------------------------------------------------
const dataDir = path.join(ROOT, "prisma", "data");
const outFlags = path.join(ROOT, "public", "flags");
fs.mkdirSync(dataDir, { recursive: true });
fs.mkdirSync(outFlags, { recursive: true });
fs.writeFileSync(path.join(dataDir, "countries.json"), JSON.stringify(countries, null, 2) + "\n");
fs.writeFileSync(path.join(dataDir, "nationalities.json"), JSON.stringify(nationalities, null, 2) + "\n");
const flags = new Set([...countries.map((c) => c.countryFlag), "xx.svg"]); // xx.svg: generic fallback for the UI
for (const f of fs.readdirSync(outFlags)) if (f.endsWith(".svg") && !flags.has(f)) fs.unlinkSync(path.join(outFlags, f));
for (const f of flags) fs.copyFileSync(path.join(flagDir, f), path.join(outFlags, f));
fs.copyFileSync(flagLicense, path.join(outFlags, "LICENSE"));
console.log(`wrote ${dataDir} and ${flags.size} flags to ${outFlags}`);
