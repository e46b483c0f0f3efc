import type { PlaceNames } from "./names";

/**
 * The parts of the world travellers search by name ("Caribbean", "Europe"), as the catalogue's destinations (by slug)
 * or countries they hold. `m49` names the UN M.49 area whose name the runtime knows in every language
 * (Intl.DisplayNames); areas without one carry their names here. Membership follows travel usage, not M.49: Cancún is
 * on the Caribbean coast, Mexico is in North America.
 */
export type TravelRegion = {
  id: string;
  m49?: string;
  names?: PlaceNames;
  aliases?: string[];
  countries?: string[];
  destinations?: string[];
};

export const TRAVEL_REGIONS: TravelRegion[] = [
  { id: "caribbean", m49: "029", aliases: ["The Caribbean", "Caribbean Sea", "Caribe", "Karibik"], destinations: ["cancun", "punta-cana"] },
  {
    id: "europe",
    m49: "150",
    countries: ["FR", "ES", "IT", "PT", "GB", "GR", "IS", "NL", "DE", "AT", "CZ", "DK", "CH", "TR"],
  },
  { id: "asia", m49: "142", countries: ["JP", "TH", "ID", "SG", "HK", "KR", "MV", "AE"] },
  { id: "southeast-asia", m49: "035", aliases: ["SE Asia"], countries: ["TH", "ID", "SG"] },
  { id: "east-asia", m49: "030", countries: ["JP", "HK", "KR"] },
  {
    id: "middle-east",
    names: { en: "Middle East", ar: "الشرق الأوسط", es: "Oriente Medio", fr: "Moyen-Orient", de: "Naher Osten", pt: "Oriente Médio" },
    countries: ["AE"],
  },
  { id: "north-america", m49: "003", countries: ["US", "CA", "MX"] },
  { id: "south-america", m49: "005", aliases: ["Latin America"], countries: ["BR"] },
  { id: "africa", m49: "002", countries: ["ZA", "MA"] },
  { id: "oceania", m49: "009", aliases: ["Australasia"], countries: ["AU", "NZ"] },
  {
    id: "mediterranean",
    names: { en: "Mediterranean", ar: "البحر الأبيض المتوسط", es: "Mediterráneo", fr: "Méditerranée", de: "Mittelmeer", pt: "Mediterrâneo" },
    aliases: ["The Mediterranean", "Mediterranean Sea"],
    destinations: ["barcelona", "nice", "rome", "athens", "santorini", "venice"],
  },
  {
    id: "scandinavia",
    names: { en: "Scandinavia", ar: "إسكندنافيا", es: "Escandinavia", fr: "Scandinavie", de: "Skandinavien", pt: "Escandinávia" },
    aliases: ["Nordics", "Nordic countries"],
    countries: ["DK", "IS"],
  },
];
