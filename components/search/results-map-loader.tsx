"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import type { MapPin, MapSight } from "./results-map";

/**
 * The results map, fetched only on the map view and only in the browser (MapLibre needs WebGL and is large): the list
 * view's pages load none of it.
 */
export function ResultsMapLoader(props: {
  pins: MapPin[];
  sights: MapSight[];
  cards: Record<string, ReactNode>;
  styleUrl: string;
  texts: { label: string; close: string; unavailable: string };
}) {
  return <LazyMap {...props} />;
}

const LazyMap = dynamic(() => import("./results-map"), {
  ssr: false,
  loading: () => <div className="h-[65vh] min-h-80 animate-pulse rounded-xl bg-slate-100 lg:h-[36rem]" data-testid="results-map-loading" />,
});
