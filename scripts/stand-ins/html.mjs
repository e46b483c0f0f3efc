/** Small HTTP helpers shared by the local Google and Facebook stand-ins (no framework: plain node:http). */

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A bare page in the stand-ins' one style, clearly marked as local so nobody mistakes it for the real thing. */
export function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}.note{color:#6b7280;font-size:.9rem}.error{color:#b91c1c}
label{display:block;margin:.8rem 0;font-size:.95rem}input:not([type=checkbox]){display:block;width:100%;padding:.5rem;margin-top:.25rem;box-sizing:border-box}
.check{display:flex;gap:.5rem;align-items:center}button{padding:.55rem 1.1rem;margin:.4rem .4rem 0 0;font-size:1rem}
</style></head><body>${body}</body></html>`;
}

const MAX_BODY = 64 * 1024;

async function readBody(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error("body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function readForm(req) {
  return Object.fromEntries(new URLSearchParams(await readBody(req)));
}

export async function readJson(req) {
  const text = await readBody(req);
  return text ? JSON.parse(text) : {};
}

export function sendJson(res, status, body) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}
