export const CABIN_CATEGORIES = ["inside", "oceanview", "balcony", "suite"];

const ship = (lineCode, code, name, built, grossTonnage, guests, decks) => ({
  code,
  name,
  lineCode,
  built,
  grossTonnage,
  guests,
  decks,
});

const STANDARD = ["meals", "entertainment", "pools", "kidsClub"];

export const CRUISE_LINES = [
  {
    code: "AZH",
    name: "Azure Horizon Cruises",
    tier: 1,
    regions: ["CAR", "ALA", "MED"],
    included: STANDARD,
    ships: [
      ship("AZH", "AZD", "Azure Dawn", 2016, 168_000, 4_200, 16),
      ship("AZH", "AZM", "Azure Meridian", 2019, 181_000, 4_600, 18),
      ship("AZH", "AZS", "Azure Solstice", 2023, 205_000, 5_400, 19),
    ],
  },
  {
    code: "NRD",
    name: "Nordlys Line",
    tier: 1.25,
    regions: ["NEU", "ALA"],
    included: ["meals", "entertainment", "wifi", "lectures"],
    ships: [ship("NRD", "NAU", "Nordlys Aurora", 2018, 92_000, 2_100, 12), ship("NRD", "NFJ", "Nordlys Fjord", 2021, 96_000, 2_300, 12)],
  },
  {
    code: "MRD",
    name: "Meridiana Crociere",
    tier: 0.9,
    regions: ["MED", "CAR", "NEU"],
    included: STANDARD,
    ships: [
      ship("MRD", "STM", "Stella Meridiana", 2012, 139_000, 3_500, 15),
      ship("MRD", "LUM", "Luna Meridiana", 2017, 153_000, 4_000, 16),
      ship("MRD", "SOM", "Sole Meridiana", 2022, 171_000, 4_400, 17),
    ],
  },
  {
    code: "CRC",
    name: "Coral Crest Cruise Line",
    tier: 0.85,
    regions: ["CAR", "ASI"],
    included: STANDARD,
    ships: [ship("CRC", "CVY", "Coral Voyager", 2010, 116_000, 3_000, 14), ship("CRC", "CSP", "Coral Spirit", 2015, 128_000, 3_300, 15)],
  },
  {
    code: "PPL",
    name: "Pacific Pearl Cruises",
    tier: 1.1,
    regions: ["ASI", "ALA"],
    included: ["meals", "entertainment", "pools", "wifi"],
    ships: [
      ship("PPL", "PHA", "Pearl Harmony", 2014, 115_000, 2_700, 14),
      ship("PPL", "PSE", "Pearl Serenity", 2019, 124_000, 2_900, 15),
      ship("PPL", "PJA", "Pearl Jade", 2024, 142_000, 3_100, 16),
    ],
  },
  {
    code: "RTV",
    name: "Regent Tide Voyages",
    tier: 2.6,
    regions: ["CAR", "MED", "NEU", "ALA", "ASI"],
    included: ["meals", "entertainment", "wifi", "drinks", "gratuities", "excursions"],
    ships: [ship("RTV", "TSO", "Tide Sovereign", 2020, 55_000, 750, 11), ship("RTV", "TEM", "Tide Empress", 2024, 58_000, 800, 11)],
  },
];

export function lineByCode(code) {
  return CRUISE_LINES.find((l) => l.code === code);
}

export function shipByCode(code) {
  return CRUISE_LINES.flatMap((l) => l.ships).find((s) => s.code === code);
}

/** Every ship sailing in a region, in a fixed order. */
export function shipsIn(region) {
  return CRUISE_LINES.filter((l) => l.regions.includes(region)).flatMap((l) => l.ships);
}
