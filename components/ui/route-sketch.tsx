const W = 320;
const H = 200;
const PAD = 18;

/**
 * A route drawn from its stops' coordinates (an equirectangular sketch, longitudes scaled by the latitude's cosine so
 * shapes look right): a line from stop to stop, a dot for each stop, the first ringed. No map tiles, nothing
 * fetched from elsewhere.
 */
export function RouteSketch({ stops, label, testId }: { stops: { lat: number; lng: number }[]; label: string; testId: string }) {
  if (stops.length < 2) return null;
  const meanLat = stops.reduce((s, p) => s + p.lat, 0) / stops.length;
  const k = Math.cos((meanLat * Math.PI) / 180);
  const xs = stops.map((p) => p.lng * k);
  const ys = stops.map((p) => -p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((W - 2 * PAD) / Math.max(maxX - minX, 0.01), (H - 2 * PAD) / Math.max(maxY - minY, 0.01));
  const offX = (W - (maxX - minX) * scale) / 2;
  const offY = (H - (maxY - minY) * scale) / 2;
  const pts = stops.map((_, i) => ({ x: offX + (xs[i]! - minX) * scale, y: offY + (ys[i]! - minY) * scale }));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full rounded-xl bg-sky-50" data-testid={testId}>
      <polyline
        points={pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeDasharray="4 3"
        className="text-sky-700"
      />
      {pts.map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={i === 0 ? 5 : 3.5} className={i === 0 ? "fill-white stroke-sky-900" : "fill-sky-800"} strokeWidth={2} />
      ))}
    </svg>
  );
}
