"use client";

import { useState } from "react";
import { PlaceField, type Suggestion } from "@/components/ui/remote-combobox";
import { placeOption, type PlaceSuggestion } from "./place-option";

export type CarPlaceTexts = Record<"pickup" | "dropoff" | "placePlaceholder" | "differentDropoff" | "noMatch" | "airport" | "city", string>;

/**
 * Where the car is taken and, only when it goes back somewhere else, where it is returned: a city of the site or an
 * airport from /api/places/car-locations, the chosen place's reference travelling as `pickup` and `dropoff`.
 */
export function CarPlaceFields({ texts, values }: { texts: CarPlaceTexts; values: { pickup: Suggestion | null; dropoff: Suggestion | null } }) {
  const [elsewhere, setElsewhere] = useState(values.dropoff !== null && values.dropoff.value !== values.pickup?.value);
  const place = (name: "pickup" | "dropoff") => (
    <PlaceField<PlaceSuggestion>
      label={texts[name]}
      placeholder={texts.placePlaceholder}
      noMatch={texts.noMatch}
      url={(q) => `/api/places/car-locations?q=${encodeURIComponent(q)}`}
      toOption={(p) => placeOption(p, texts)}
      initial={values[name]}
      names={{ chosen: name }}
      required
      maxLength={80}
      testIds={{ field: `${name}-field`, input: `${name}-input`, options: `${name}-options`, option: "place-option", noMatch: `${name}-no-match` }}
    />
  );
  return (
    <>
      {place("pickup")}
      {elsewhere ? place("dropoff") : null}
      <label className="col-span-2 flex items-center gap-2 text-sm font-medium lg:col-span-4">
        <input
          type="checkbox"
          checked={elsewhere}
          onChange={(e) => setElsewhere(e.target.checked)}
          className="h-4 w-4 accent-brand"
          data-testid="different-dropoff"
        />
        {texts.differentDropoff}
      </label>
    </>
  );
}
