"use client";

import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import { useMemo, useState, type ReactNode } from "react";
import MapView, { Marker, NavigationControl } from "react-map-gl/maplibre";
import type { MapSight } from "@/lib/places/landmarks-near";

// The worker is served by the site (app/api/map/worker): MapLibre's own guess, next to its module, is not where the
// bundler put it. The version in the URL lets browsers keep it for good.
maplibregl.setWorkerUrl(`/api/map/worker?v=${maplibregl.getVersion()}`);

export type MapPin = { id: number; lat: number; lng: number; price: string; name: string };
export type { MapSight } from "@/lib/places/landmarks-near";

/**
 * The page's results on a MapLibre map: one price pin per property; a pin opens that property's own result card
 * (rendered by the server, the same card as the list's) over the map. Loaded only when the map is shown
 * (results-map-loader.tsx), so the list pages carry none of MapLibre.
 */
export default function ResultsMap({
  pins,
  sights,
  cards,
  styleUrl,
  texts,
}: {
  pins: MapPin[];
  /** The catalogue's sights around the pins: the landmarks a map without streets still needs. */
  sights: MapSight[];
  cards: Record<string, ReactNode>;
  styleUrl: string;
  texts: { label: string; close: string; unavailable: string };
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // Set once the style, the shapes and the pins are drawn: what a screenshot or a test waits for.
  const [ready, setReady] = useState(false);
  const view = useMemo(() => initialView(pins, sights), [pins, sights]);
  if (failed)
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700" data-testid="results-map-unavailable">
        {texts.unavailable}
      </p>
    );
  return (
    <div
      className="relative h-[65vh] min-h-80 overflow-hidden rounded-xl border border-slate-200 lg:h-[36rem]"
      data-testid="results-map"
      data-ready={ready}
      role="region"
      aria-label={texts.label}
    >
      <MapView
        mapLib={maplibregl}
        initialViewState={view}
        mapStyle={styleUrl}
        style={{ width: "100%", height: "100%" }}
        onIdle={() => setReady(true)}
        onError={() => setFailed(!webGlWorks())}
        onClick={() => setOpen(null)}
      >
        <NavigationControl showCompass={false} />
        {sights.map((s) => (
          // Under the pins: a sight places the prices, it is not one of them.
          <Marker key={s.id} longitude={s.lng} latitude={s.lat} anchor="left" style={{ zIndex: 0 }}>
            <span className="flex items-center gap-1 text-[11px] font-medium text-slate-600 [text-shadow:0_0_2px_#fff,0_0_2px_#fff]" data-testid="map-sight">
              <span aria-hidden="true" className="size-2 rotate-45 border border-white bg-slate-500" />
              {s.name}
            </span>
          </Marker>
        ))}
        {pins.map((p) => (
          <Marker key={p.id} longitude={p.lng} latitude={p.lat} anchor="bottom">
            <button
              type="button"
              className={`rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap shadow ${open === p.id ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-900 hover:border-brand"}`}
              aria-label={`${p.name}, ${p.price}`}
              aria-pressed={open === p.id}
              data-testid="map-pin"
              data-property-id={p.id}
              onClick={(e) => {
                e.stopPropagation();
                setOpen(p.id);
              }}
            >
              {p.price}
            </button>
          </Marker>
        ))}
      </MapView>
      {open !== null ? (
        <div className="absolute inset-x-2 bottom-2 max-h-[70%] overflow-y-auto rounded-xl bg-white shadow-lg" data-testid="map-card">
          <button
            type="button"
            onClick={() => setOpen(null)}
            className="absolute start-2 top-2 z-10 rounded-full bg-white/90 px-2 text-lg leading-7 shadow"
            aria-label={texts.close}
            data-testid="map-card-close"
          >
            ×
          </button>
          <ul>{cards[String(open)]}</ul>
        </div>
      ) : null}
    </div>
  );
}

/** Every pin in view (a single one at street level), and the sights near them (they lie within a couple of km). */
function initialView(pins: MapPin[], sights: MapSight[]) {
  if (pins.length === 0) return { longitude: 0, latitude: 20, zoom: 1 };
  if (pins.length === 1) return { longitude: pins[0]!.lng, latitude: pins[0]!.lat, zoom: 13 };
  const points = [...pins, ...sights];
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  return {
    bounds: [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ] as [[number, number], [number, number]],
    fitBoundsOptions: { padding: 56, maxZoom: 15 },
  };
}

/** A style or tile that fails to load is not a reason to give up the map; a browser without WebGL is. */
function webGlWorks(): boolean {
  try {
    return !!document.createElement("canvas").getContext("webgl2") || !!document.createElement("canvas").getContext("webgl");
  } catch {
    return false;
  }
}
