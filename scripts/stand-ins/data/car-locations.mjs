/**
 * Where the car-rental sandbox's companies have desks: for each city the site's catalogue names, its airports with
 * rental car centres, its main railway stations and an office in town — real places, at their coordinates, with their
 * street addresses. A search finds the desks within its radius of the point it names (an airport search: that
 * airport's desk; a city search: the city's airports, stations and town office). A place with none of these falls back
 * to a desk at its nearest airport or in its town (../duffel-cars.mjs).
 *
 * Rows: [kind, name, address line, postal code, latitude, longitude]; kind "airport" (its IATA code after a colon),
 * "rail_station" or "city".
 */

const CITIES = {
  cancun: [
    "MX",
    "Cancún",
    [
      ["airport:CUN", "Cancún International Airport", "Carretera Cancún-Chetumal km 22", "77565", 21.0365, -86.8771],
      ["city", "Cancún Hotel Zone", "Blvd. Kukulcán km 9", "77500", 21.1335, -86.7466],
    ],
  ],
  orlando: [
    "US",
    "Orlando",
    [
      ["airport:MCO", "Orlando International Airport", "1 Jeff Fuqua Blvd", "32827", 28.4312, -81.3081],
      ["rail_station", "Orlando Amtrak Station", "1400 Sligh Blvd", "32806", 28.5259, -81.3815],
      ["city", "Orlando International Drive", "8445 International Dr", "32819", 28.4443, -81.4705],
    ],
  ],
  "las-vegas": [
    "US",
    "Las Vegas",
    [
      ["airport:LAS", "Harry Reid International Airport", "7135 Gilespie St", "89119", 36.084, -115.1537],
      ["city", "Las Vegas Strip", "3570 S Las Vegas Blvd", "89109", 36.1162, -115.1745],
    ],
  ],
  paris: [
    "FR",
    "Paris",
    [
      ["airport:CDG", "Paris Charles de Gaulle Airport", "Terminal 2, Roissy-en-France", "95700", 49.0097, 2.5479],
      ["airport:ORY", "Paris Orly Airport", "Orly 1-2-3-4, Orly", "94390", 48.7262, 2.3652],
      ["rail_station", "Paris Gare de Lyon", "Place Louis-Armand", "75012", 48.8443, 2.3744],
      ["rail_station", "Paris Gare du Nord", "18 Rue de Dunkerque", "75010", 48.8809, 2.3553],
      ["city", "Paris Opéra", "5 Rue Scribe", "75009", 48.8709, 2.3317],
    ],
  ],
  barcelona: [
    "ES",
    "Barcelona",
    [
      ["airport:BCN", "Barcelona–El Prat Airport", "Terminal 1, El Prat de Llobregat", "08820", 41.2974, 2.0833],
      ["rail_station", "Barcelona Sants", "Plaça dels Països Catalans", "08014", 41.3792, 2.14],
      ["city", "Barcelona Passeig de Gràcia", "Passeig de Gràcia 89", "08008", 41.3953, 2.1617],
    ],
  ],
  rome: [
    "IT",
    "Rome",
    [
      ["airport:FCO", "Rome Fiumicino Airport", "Via dell'Aeroporto di Fiumicino, Fiumicino", "00054", 41.8003, 12.2389],
      ["airport:CIA", "Rome Ciampino Airport", "Via Appia Nuova 1651", "00040", 41.7994, 12.5949],
      ["rail_station", "Roma Termini", "Piazza dei Cinquecento", "00185", 41.901, 12.5018],
      ["city", "Rome Via Veneto", "Via Vittorio Veneto 96", "00187", 41.9069, 12.4897],
    ],
  ],
  lisbon: [
    "PT",
    "Lisbon",
    [
      ["airport:LIS", "Lisbon Humberto Delgado Airport", "Alameda das Comunidades Portuguesas", "1700-111", 38.7742, -9.1342],
      ["rail_station", "Lisboa Santa Apolónia", "Av. Infante Dom Henrique", "1100-105", 38.714, -9.1225],
      ["city", "Lisbon Marquês de Pombal", "Av. da Liberdade 245", "1250-143", 38.7223, -9.1457],
    ],
  ],
  london: [
    "GB",
    "London",
    [
      ["airport:LHR", "London Heathrow Airport", "Car Rental Centre, Northern Perimeter Rd, Hounslow", "TW6 2QQ", 51.4706, -0.4619],
      ["airport:LGW", "London Gatwick Airport", "Car Rental Centre, South Terminal, Gatwick", "RH6 0NP", 51.1537, -0.1821],
      ["airport:LCY", "London City Airport", "Hartmann Rd", "E16 2PX", 51.5048, 0.0495],
      ["rail_station", "London King's Cross", "Euston Rd", "N1 9AL", 51.532, -0.1233],
      ["rail_station", "London Waterloo", "Waterloo Rd", "SE1 8SW", 51.5031, -0.1132],
      ["city", "London Marble Arch", "10 Great Cumberland Pl", "W1H 7AL", 51.5145, -0.1605],
    ],
  ],
  dubai: [
    "AE",
    "Dubai",
    [
      ["airport:DXB", "Dubai International Airport", "Terminal 3, Al Garhoud", null, 25.2528, 55.3644],
      ["city", "Dubai Downtown", "Sheikh Mohammed bin Rashid Blvd", null, 25.1972, 55.2744],
      ["city", "Dubai Marina", "Al Marsa St", null, 25.0805, 55.1403],
    ],
  ],
  bali: [
    "ID",
    "Bali",
    [
      ["airport:DPS", "Bali Ngurah Rai International Airport", "Jl. Raya Gusti Ngurah Rai, Tuban", "80362", -8.7482, 115.1672],
      ["city", "Seminyak", "Jl. Kayu Aya 9", "80361", -8.6913, 115.1682],
    ],
  ],
  bangkok: [
    "TH",
    "Bangkok",
    [
      ["airport:BKK", "Bangkok Suvarnabhumi Airport", "999 Moo 1, Bang Phli", "10540", 13.69, 100.7501],
      ["airport:DMK", "Bangkok Don Mueang Airport", "222 Vibhavadi Rangsit Rd", "10210", 13.9126, 100.6068],
      ["rail_station", "Krung Thep Aphiwat Central Terminal", "Kamphaeng Phet 2 Rd, Chatuchak", "10900", 13.8039, 100.5403],
      ["city", "Bangkok Sukhumvit", "Sukhumvit Soi 11", "10110", 13.7425, 100.5552],
    ],
  ],
  tokyo: [
    "JP",
    "Tokyo",
    [
      ["airport:HND", "Tokyo Haneda Airport", "Terminal 3, Ota City", "144-0041", 35.5494, 139.7798],
      ["rail_station", "Tokyo Station", "1-9-1 Marunouchi, Chiyoda City", "100-0005", 35.6812, 139.7671],
      ["city", "Shinjuku", "3-38-1 Shinjuku, Shinjuku City", "160-0022", 35.6896, 139.7006],
    ],
  ],
  sydney: [
    "AU",
    "Sydney",
    [
      ["airport:SYD", "Sydney Kingsford Smith Airport", "Airport Dr, Mascot", "2020", -33.9399, 151.1753],
      ["rail_station", "Sydney Central Station", "Eddy Ave, Haymarket", "2000", -33.8832, 151.207],
      ["city", "Sydney William Street", "65 William St, Darlinghurst", "2010", -33.8745, 151.2166],
    ],
  ],
  "cape-town": [
    "ZA",
    "Cape Town",
    [
      ["airport:CPT", "Cape Town International Airport", "Matroosfontein", "7490", -33.9715, 18.6021],
      ["city", "Cape Town V&A Waterfront", "19 Dock Rd", "8001", -33.9036, 18.4208],
    ],
  ],
  "rio-de-janeiro": [
    "BR",
    "Rio de Janeiro",
    [
      ["airport:GIG", "Rio de Janeiro Galeão Airport", "Av. Vinte de Janeiro, Ilha do Governador", "21941-900", -22.809, -43.2506],
      ["airport:SDU", "Rio de Janeiro Santos Dumont Airport", "Praça Sen. Salgado Filho, Centro", "20021-340", -22.9105, -43.1631],
      ["city", "Copacabana", "Av. Princesa Isabel 350", "22011-010", -22.9625, -43.1745],
    ],
  ],
  "punta-cana": [
    "DO",
    "Punta Cana",
    [
      ["airport:PUJ", "Punta Cana International Airport", "Carretera Higüey-Punta Cana", "23000", 18.5674, -68.3634],
      ["city", "Bávaro", "Av. Alemania, Bávaro", "23000", 18.6828, -68.4108],
    ],
  ],
  honolulu: [
    "US",
    "Honolulu",
    [
      ["airport:HNL", "Daniel K. Inouye International Airport", "300 Rodgers Blvd", "96819", 21.3245, -157.9251],
      ["city", "Waikiki", "2424 Kalakaua Ave", "96815", 21.275, -157.824],
    ],
  ],
  miami: [
    "US",
    "Miami",
    [
      ["airport:MIA", "Miami International Airport", "Rental Car Center, 3900 NW 25th St", "33142", 25.7959, -80.2871],
      ["rail_station", "Miami Central Station", "600 NW 1st Ave", "33136", 25.7784, -80.196],
      ["city", "Miami Beach", "1501 Collins Ave", "33139", 25.7873, -80.1303],
    ],
  ],
  "new-york": [
    "US",
    "New York",
    [
      ["airport:JFK", "New York JFK Airport", "Federal Circle, Jamaica", "11430", 40.6413, -73.7781],
      ["airport:LGA", "New York LaGuardia Airport", "Terminal B, East Elmhurst", "11371", 40.7769, -73.874],
      ["airport:EWR", "Newark Liberty International Airport", "Station P3, Newark", "07114", 40.6895, -74.1745],
      ["rail_station", "New York Penn Station", "8th Ave & W 31st St", "10001", 40.7506, -73.9935],
      ["city", "Manhattan Midtown", "220 E 42nd St", "10017", 40.7505, -73.9734],
    ],
  ],
  "cabo-san-lucas": [
    "MX",
    "Cabo San Lucas",
    [
      ["airport:SJD", "Los Cabos International Airport", "Carretera Transpeninsular km 43.5, San José del Cabo", "23420", 23.1518, -109.721],
      ["city", "Cabo San Lucas Marina", "Blvd. Marina, Centro", "23450", 22.8856, -109.9115],
    ],
  ],
  santorini: [
    "GR",
    "Santorini",
    [
      ["airport:JTR", "Santorini (Thira) Airport", "Kamari", "847 00", 36.3992, 25.4793],
      ["city", "Fira", "25th Martiou St", "847 00", 36.4167, 25.4322],
    ],
  ],
  reykjavik: [
    "IS",
    "Reykjavík",
    [
      ["airport:KEF", "Keflavík International Airport", "Reykjanesbær", "235", 63.985, -22.6056],
      ["airport:RKV", "Reykjavík Domestic Airport", "Nauthólsvegur", "101", 64.13, -21.9406],
      ["city", "Reykjavík BSÍ", "Vatnsmýrarvegur 10", "101", 64.1372, -21.9342],
    ],
  ],
  marrakech: [
    "MA",
    "Marrakech",
    [
      ["airport:RAK", "Marrakech Menara Airport", "Route de l'Aéroport", "40000", 31.6069, -8.0363],
      ["rail_station", "Marrakech railway station", "Avenue Hassan II", "40000", 31.6305, -8.016],
      ["city", "Marrakech Guéliz", "Avenue Mohammed V 63", "40000", 31.6363, -8.0107],
    ],
  ],
  queenstown: [
    "NZ",
    "Queenstown",
    [
      ["airport:ZQN", "Queenstown Airport", "Sir Henry Wigley Dr, Frankton", "9300", -45.0211, 168.7392],
      ["city", "Queenstown centre", "9 Shotover St", "9300", -45.0313, 168.6608],
    ],
  ],
  vancouver: [
    "CA",
    "Vancouver",
    [
      ["airport:YVR", "Vancouver International Airport", "3211 Grant McConachie Way, Richmond", "V7B 0A4", 49.1947, -123.1792],
      ["rail_station", "Vancouver Pacific Central Station", "1150 Station St", "V6A 4C7", 49.2734, -123.0979],
      ["city", "Vancouver Downtown", "1055 W Georgia St", "V6E 3P3", 49.2856, -123.1215],
    ],
  ],
  amsterdam: [
    "NL",
    "Amsterdam",
    [
      ["airport:AMS", "Amsterdam Schiphol Airport", "Evert van de Beekstraat 202, Schiphol", "1118 CP", 52.3105, 4.7683],
      ["rail_station", "Amsterdam Centraal", "Stationsplein", "1012 AB", 52.3791, 4.9003],
      ["city", "Amsterdam Overtoom", "Overtoom 51", "1054 HB", 52.362, 4.8744],
    ],
  ],
  edinburgh: [
    "GB",
    "Edinburgh",
    [
      ["airport:EDI", "Edinburgh Airport", "Car Rental Centre, Eastfield Rd", "EH12 9DN", 55.95, -3.3725],
      ["rail_station", "Edinburgh Waverley", "Waverley Bridge", "EH1 1BB", 55.9521, -3.1896],
      ["city", "Edinburgh Haymarket", "Haymarket Terrace 24", "EH12 5JZ", 55.9457, -3.2187],
    ],
  ],
  singapore: [
    "SG",
    "Singapore",
    [
      ["airport:SIN", "Singapore Changi Airport", "Airport Blvd, Terminal 3", "819663", 1.3644, 103.9915],
      ["city", "Singapore Orchard", "390 Orchard Rd", "238871", 1.3048, 103.8318],
    ],
  ],
  berlin: [
    "DE",
    "Berlin",
    [
      ["airport:BER", "Berlin Brandenburg Airport", "Willy-Brandt-Platz, Schönefeld", "12529", 52.3667, 13.5033],
      ["rail_station", "Berlin Hauptbahnhof", "Europaplatz 1", "10557", 52.5251, 13.3694],
      ["city", "Berlin Alexanderplatz", "Alexanderplatz 7", "10178", 52.5219, 13.4132],
    ],
  ],
  vienna: [
    "AT",
    "Vienna",
    [
      ["airport:VIE", "Vienna International Airport", "Objekt 140, Schwechat", "1300", 48.1103, 16.5697],
      ["rail_station", "Wien Hauptbahnhof", "Am Hauptbahnhof 1", "1100", 48.1851, 16.3759],
      ["city", "Vienna Opera", "Kärntner Ring 5", "1010", 48.2017, 16.3716],
    ],
  ],
  prague: [
    "CZ",
    "Prague",
    [
      ["airport:PRG", "Prague Václav Havel Airport", "Aviatická, Praha 6", "161 08", 50.1008, 14.26],
      ["rail_station", "Praha hlavní nádraží", "Wilsonova 300/8", "120 00", 50.083, 14.4353],
      ["city", "Prague Old Town", "Revoluční 1", "110 00", 50.09, 14.4285],
    ],
  ],
  madrid: [
    "ES",
    "Madrid",
    [
      ["airport:MAD", "Madrid–Barajas Airport", "Terminal 4, Av. de la Hispanidad", "28042", 40.4719, -3.5626],
      ["rail_station", "Madrid Puerta de Atocha", "Plaza del Emperador Carlos V", "28045", 40.4066, -3.6892],
      ["rail_station", "Madrid Chamartín", "Calle de Agustín de Foxá", "28036", 40.4722, -3.6828],
      ["city", "Madrid Gran Vía", "Gran Vía 80", "28013", 40.4228, -3.711],
    ],
  ],
  florence: [
    "IT",
    "Florence",
    [
      ["airport:FLR", "Florence Peretola Airport", "Via del Termine 11", "50127", 43.81, 11.2051],
      ["rail_station", "Firenze Santa Maria Novella", "Piazza della Stazione", "50123", 43.7764, 11.248],
      ["city", "Florence Borgo Ognissanti", "Borgo Ognissanti 96", "50123", 43.7722, 11.2437],
    ],
  ],
  venice: [
    "IT",
    "Venice",
    [
      ["airport:VCE", "Venice Marco Polo Airport", "Viale Galileo Galilei 30, Tessera", "30173", 45.5053, 12.3519],
      ["rail_station", "Venezia Mestre", "Piazzale Favretti", "30171", 45.4825, 12.2317],
      ["city", "Venice Piazzale Roma", "Piazzale Roma 496", "30135", 45.438, 12.3185],
    ],
  ],
  athens: [
    "GR",
    "Athens",
    [
      ["airport:ATH", "Athens International Airport", "Attiki Odos, Spata", "190 19", 37.9364, 23.9445],
      ["rail_station", "Athens Larissa Station", "Deligianni 31", "104 39", 37.992, 23.721],
      ["city", "Athens Syngrou Avenue", "Leoforos Andrea Syngrou 4", "117 42", 37.9686, 23.729],
    ],
  ],
  istanbul: [
    "TR",
    "Istanbul",
    [
      ["airport:IST", "Istanbul Airport", "Tayakadın, Arnavutköy", "34283", 41.2622, 28.7278],
      ["airport:SAW", "Istanbul Sabiha Gökçen Airport", "Sanayi, Pendik", "34906", 40.8986, 29.3092],
      ["city", "Istanbul Taksim", "Cumhuriyet Cd. 10, Beyoğlu", "34437", 41.0382, 28.9867],
    ],
  ],
  copenhagen: [
    "DK",
    "Copenhagen",
    [
      ["airport:CPH", "Copenhagen Airport", "Lufthavnsboulevarden 6, Kastrup", "2770", 55.618, 12.6508],
      ["rail_station", "København H", "Bernstorffsgade 16", "1577", 55.6726, 12.5647],
      ["city", "Copenhagen Nørreport", "Frederiksborggade 1", "1360", 55.6832, 12.5716],
    ],
  ],
  nice: [
    "FR",
    "Nice",
    [
      ["airport:NCE", "Nice Côte d'Azur Airport", "Terminal 2, Rue Costes et Bellonte", "06200", 43.6584, 7.2159],
      ["rail_station", "Nice-Ville", "Avenue Thiers", "06000", 43.7046, 7.2619],
      ["city", "Nice Promenade des Anglais", "Promenade des Anglais 37", "06000", 43.6946, 7.2603],
    ],
  ],
  kyoto: [
    "JP",
    "Kyoto",
    [
      ["rail_station", "Kyoto Station", "Higashishiokoji-cho, Shimogyo-ku", "600-8216", 34.9858, 135.7588],
      ["city", "Kyoto Karasuma Oike", "Karasuma-dori Oike, Nakagyo-ku", "604-8166", 35.0106, 135.7595],
    ],
  ],
  "hong-kong": [
    "HK",
    "Hong Kong",
    [
      ["airport:HKG", "Hong Kong International Airport", "1 Sky Plaza Rd, Chek Lap Kok", null, 22.308, 113.9185],
      ["rail_station", "Hong Kong Hung Hom Station", "8 Cheong Wan Rd, Hung Hom", null, 22.303, 114.1817],
      ["city", "Hong Kong Wan Chai", "Gloucester Rd 138, Wan Chai", null, 22.2799, 114.1731],
    ],
  ],
  seoul: [
    "KR",
    "Seoul",
    [
      ["airport:ICN", "Seoul Incheon International Airport", "272 Gonghang-ro, Jung-gu, Incheon", "22382", 37.4602, 126.4407],
      ["airport:GMP", "Seoul Gimpo International Airport", "112 Haneul-gil, Gangseo-gu", "07505", 37.5587, 126.7945],
      ["rail_station", "Seoul Station", "405 Hangang-daero, Yongsan-gu", "04320", 37.5547, 126.9707],
      ["city", "Seoul Gangnam", "396 Gangnam-daero, Gangnam-gu", "06232", 37.4979, 127.0276],
    ],
  ],
  maldives: [
    "MV",
    "Malé",
    [
      ["airport:MLE", "Velana International Airport", "Hulhulé Island", "22000", 4.1918, 73.5291],
      ["city", "Hulhumalé", "Nirolhu Magu", "23000", 4.2114, 73.5404],
    ],
  ],
  phuket: [
    "TH",
    "Phuket",
    [
      ["airport:HKT", "Phuket International Airport", "222 Mai Khao, Thalang", "83110", 8.1132, 98.3169],
      ["city", "Patong", "Thawewong Rd, Patong", "83150", 7.8961, 98.2958],
      ["city", "Phuket Town", "Phang Nga Rd, Talat Yai", "83000", 7.8847, 98.3923],
    ],
  ],
  "san-francisco": [
    "US",
    "San Francisco",
    [
      ["airport:SFO", "San Francisco International Airport", "Rental Car Center, 780 N McDonnell Rd", "94128", 37.6322, -122.3996],
      ["airport:OAK", "Oakland International Airport", "7600 Earhart Rd, Oakland", "94621", 37.7126, -122.2197],
      ["rail_station", "Emeryville Amtrak Station", "5885 Horton St, Emeryville", "94608", 37.8404, -122.2917],
      ["city", "San Francisco Union Square", "350 O'Farrell St", "94102", 37.7862, -122.4097],
    ],
  ],
  zermatt: [
    "CH",
    "Zermatt",
    [
      // Zermatt is car-free: cars are collected at Täsch, where the shuttle train starts.
      ["rail_station", "Täsch station (for Zermatt)", "Bahnhofstrasse, Täsch", "3929", 46.0695, 7.7775],
    ],
  ],
  banff: ["CA", "Banff", [["city", "Banff Avenue", "229 Bear St, Banff", "T1L 1B4", 51.177, -115.572]]],
};

/** Every desk: { id, kind, code, name, address, postalCode, city, countryCode, latitude, longitude }. */
export const CAR_DESKS = Object.entries(CITIES).flatMap(([slug, [countryCode, city, rows]]) =>
  rows.map(([kind, name, line, postalCode, latitude, longitude], i) => {
    const [type, code] = kind.split(":");
    return { id: `${slug}-${i}`, kind: type, code: code ?? null, name, address: line, postalCode, city, countryCode, latitude, longitude };
  }),
);

const BY_ID = new Map(CAR_DESKS.map((d) => [d.id, d]));

export function deskById(id) {
  return BY_ID.get(String(id)) ?? null;
}
