import type { CreateOrderPassenger } from "@duffel/api/types";
import type { FlightTraveller } from "./travellers";

/**
 * The title Duffel is sent for a passenger. Its list is mr, ms, mrs, miss (and dr): Mx and "no title" have no place
 * in it, so they go as the word airlines print for the passport's gender — mr for a man or a boy (airlines have no
 * other word for a boy), ms for a woman, miss for a girl.
 */
export function duffelTitle(t: Pick<FlightTraveller, "title" | "gender" | "type">): CreateOrderPassenger["title"] {
  if (t.title === "mr" || t.title === "ms" || t.title === "mrs" || t.title === "miss") return t.title;
  if (t.gender === "m") return "mr";
  return t.type === "adult" ? "ms" : "miss";
}
