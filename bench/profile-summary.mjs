#!/usr/bin/env node
/**
 * Summarises a V8 CPU profile (.cpuprofile, e.g. from BENCH_CPU_PROF): where the samples' own time went, by function
 * and by where the code comes from (a package under node_modules, Next's server chunks, node internals, the
 * garbage collector, idle), and the inclusive time of the project's own functions.
 *
 *   node bench/profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [top=25] [window seconds]
 *
 * With a window (e.g. 8, a bench row's length), only the busiest stretch of that length counts: the bench's own setup
 * and the bare app's rounds leave the web process idle or doing other work around the row that was measured.
 */
import { readFileSync } from "node:fs";

const [file, topArg, windowArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/profile-summary.mjs <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Each sample's duration is the gap to the next one.
const samples = profile.samples.map((id, i) => ({ id, dt: profile.timeDeltas[i + 1] ?? 0 }));
let at = 0;
for (const sample of samples) sample.at = at += sample.dt;
const idle = (sample) => nodes.get(sample.id).callFrame.functionName === "(idle)";
let [from, to] = [0, samples.length];
if (windowArg) {
  // Two pointers over the timeline: the window of that length with the least idle time.
  const span = Number(windowArg) * 1e6;
  let best = -1;
  let busy = 0;
  for (let lo = 0, hi = 0; hi < samples.length; hi++) {
    if (!idle(samples[hi])) busy += samples[hi].dt;
    while (samples[hi].at - samples[lo].at > span) if (!idle(samples[lo++])) busy -= samples[lo - 1].dt;
    if (busy > best) [best, from, to] = [busy, lo, hi + 1];
  }
}
const selfUs = new Map();
for (const { id, dt } of samples.slice(from, to)) selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

function origin(frame) {
  const url = frame.url ?? "";
  if (!url) return frame.functionName.startsWith("(") ? frame.functionName : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return "node internals";
  if (url.includes("/.next/server/chunks/")) return "app (.next server chunks)";
  if (url.includes("/.next/")) return "next build output";
  return url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
}

const byOrigin = new Map();
const byFunction = new Map();
for (const [id, us] of selfUs) {
  const frame = nodes.get(id).callFrame;
  const o = origin(frame);
  byOrigin.set(o, (byOrigin.get(o) ?? 0) + us);
  const key = `${frame.functionName || "(anonymous)"}  ${o}${frame.url ? `:${frame.lineNumber + 1}` : ""}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}

const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print("self time by origin", byOrigin);
print("self time by function", byFunction);
