/**
 * The look of the local partner stand-ins' own pages (the savings provider's landing page, the partner sites the
 * navigation links to): a provider's branded page, marked as a local sandbox so nobody mistakes it for the real one.
 */
import { escapeHtml } from "./html.mjs";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1e293b;background:#f1f5f9}
.bar{background:var(--brand);color:#fff}.bar-in{max-width:64rem;margin:0 auto;padding:.9rem 1.25rem;display:flex;align-items:center;gap:.75rem}
.logo{font-weight:800;font-size:1.15rem;letter-spacing:-.01em}.badge{margin-inline-start:auto;font-size:.75rem;background:rgba(255,255,255,.18);padding:.2rem .6rem;border-radius:999px}
.hero{background:linear-gradient(135deg,var(--brand),var(--brand-2));color:#fff}.hero-in{max-width:64rem;margin:0 auto;padding:2.5rem 1.25rem 3rem}
.hero h1{margin:0 0 .5rem;font-size:clamp(1.5rem,4vw,2.25rem)}.hero p{margin:0;opacity:.92;max-width:40rem;line-height:1.5}
main{max-width:64rem;margin:-1.5rem auto 3rem;padding:0 1.25rem}.card{background:#fff;border-radius:.9rem;box-shadow:0 1px 3px rgba(15,23,42,.12);padding:1.25rem 1.4rem;margin-bottom:1rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}.tile{background:#fff;border-radius:.9rem;box-shadow:0 1px 3px rgba(15,23,42,.12);padding:1.1rem 1.25rem}
.tile h3{margin:0 0 .35rem;font-size:1rem}.tile p{margin:0;color:#475569;font-size:.9rem;line-height:1.45}.tile .price{margin-top:.6rem;font-weight:700;color:var(--brand)}
.muted{color:#64748b;font-size:.85rem}code{font-size:.8rem;word-break:break-all;background:#f1f5f9;padding:.1rem .3rem;border-radius:.3rem}
footer{text-align:center;color:#64748b;font-size:.8rem;padding:0 1rem 2rem}`;

/** `brand` and `brand2` are CSS colours; `tiles` are { title, text, price? }; every text is escaped here. */
export function providerPage({ lang = "en", dir = "ltr", title, provider, brand, brand2, heading, intro, body = "", tiles = [] }) {
  const tileHtml = tiles
    .map(
      (t) =>
        `<div class="tile"><h3>${escapeHtml(t.title)}</h3><p>${escapeHtml(t.text)}</p>${t.price ? `<p class="price">${escapeHtml(t.price)}</p>` : ""}</div>`,
    )
    .join("");
  return `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir === "rtl" ? "rtl" : "ltr"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>:root{--brand:${brand};--brand-2:${brand2}}${STYLE}</style></head><body>
<header class="bar"><div class="bar-in"><span class="logo">${escapeHtml(provider)}</span><span class="badge">Local sandbox</span></div></header>
<section class="hero"><div class="hero-in"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p></div></section>
<main>${body}${tileHtml ? `<div class="grid">${tileHtml}</div>` : ""}</main>
<footer>${escapeHtml(provider)} · a local stand-in for the partner's site, started by npm start and npm test</footer></body></html>`;
}
