import { getTranslations } from "@/lib/locale/translations";

/** Degrees of longitude the map shows across its width (it is 3:2, so two thirds of that from top to bottom). */
const SPAN = 24;

/**
 * Where a property is, without a map service or key: the shipped world map (public/images/map/world.svg, an
 * equirectangular projection, scripts/map/world-svg.mjs) scaled and shifted so the property sits at the centre, with
 * a pin on it. Works offline; a link opens the place in OpenStreetMap for street-level detail.
 */
export async function LocationMap({ name, city, latitude, longitude }: { name: string; city: string; latitude: number; longitude: number }) {
  const t = await getTranslations("Details");
  const widthPct = (360 / SPAN) * 100;
  const leftPct = 50 - ((longitude + 180) / SPAN) * 100;
  const topPct = 50 - ((90 - latitude) * 150) / SPAN;
  const osm = `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=14/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
  return (
    <figure className="flex flex-col gap-2" data-testid="location-map" data-lat={latitude} data-lng={longitude}>
      {/* The map is drawn left to right whatever the page's direction. */}
      <div dir="ltr" className="relative aspect-[3/2] w-full overflow-hidden rounded-lg border border-slate-200 bg-[#cfe6f3]">
        {/* A static SVG: next/image adds nothing for it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src="/images/map/world.svg"
          alt={t("mapAlt", { name, city })}
          loading="lazy"
          decoding="async"
          className="absolute max-w-none"
          style={{ width: `${widthPct}%`, left: `${leftPct}%`, top: `${topPct}%` }}
        />
        <svg aria-hidden viewBox="0 0 24 32" className="absolute left-1/2 top-1/2 h-9 w-7 -translate-x-1/2 -translate-y-full drop-shadow" data-testid="map-pin">
          <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0Z" className="fill-brand" />
          <circle cx="12" cy="12" r="4.5" fill="#fff" />
        </svg>
      </div>
      <figcaption className="text-xs text-slate-600">
        <a href={osm} className="font-medium text-brand-dark underline" rel="noopener noreferrer" target="_blank" data-testid="map-link">
          {t("openMap")}
        </a>
      </figcaption>
    </figure>
  );
}
