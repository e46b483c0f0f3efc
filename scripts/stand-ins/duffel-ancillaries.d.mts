/** Types of scripts/stand-ins/duffel-ancillaries.mjs, for TypeScript tests (Duffel's JSON shapes, loosely). */
type Json = Record<string, unknown>;
type BaggageService = {
  id: string;
  type: "baggage";
  passenger_ids: string[];
  segment_ids: string[];
  maximum_quantity: number;
  total_amount: string;
  total_currency: string;
  metadata: Json;
};
type StandInOrder = {
  id: string;
  total_currency: string;
  cancelled_at?: string | null;
  passengers: { id: string; type: string }[];
  slices: { id: string; segments: { id: string; aircraft: { iata_code: string } }[] }[];
  services?: (Json & { type: string; quantity: number; passenger_ids: string[]; segment_ids: string[] })[];
};

export function seatMapsFor(input: Json): Json[];
export function baggageServicesFor(input: { offer: StandInOrder }): BaggageService[];
export function bookServices(input: Json): Json;
export function orderBaggageServices(order: StandInOrder): BaggageService[];
export function addOrderServices(
  order: StandInOrder,
  body: { add_services?: { id: string; quantity?: number }[]; payment?: { type: string; amount: string; currency: string } },
): { services: (BaggageService & { quantity: number })[]; cents: number } | { status: number; code: string; message: string };
