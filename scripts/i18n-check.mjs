#!/usr/bin/env node
/**
 * i18n-check — compares every translation catalogue in messages/ with the English one (messages/en-US.json).
 *
 * Usage (from the project root, no dependencies):
 *
 *   node scripts/i18n-check.mjs              # every messages/*.json except en-US
 *   node scripts/i18n-check.mjs fr-FR de-DE  # only these locales
 *
 * For each locale it lists
 *   - missing keys: in en-US but not in the translation (printed with the English text to translate),
 *   - extra keys:   in the translation but no longer in en-US (delete them, or rename them to the new key),
 *   - empty values: present but empty or not a string (the site would show the English text there).
 * Key paths are dotted, e.g. SignUp.titles.Mr. It exits 1 when any locale has one of these (or a file does not
 * parse), 0 when every catalogue matches en-US key for key.
 *
 * After adding English keys: run this, add the listed keys to each catalogue, run it again until it is clean,
 * then `NODE_OPTIONS= npx jest --selectProjects unit` (tests/unit/messages.test.ts also checks ICU arguments,
 * rich-text tags and untranslated values).
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = "en-US";
const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "messages");

function read(locale) {
  return JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8"));
}

/** Dotted key path → value for every leaf (anything that is not a plain object). */
function flatten(tree, prefix = "", out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

const asked = process.argv.slice(2).filter((a) => !a.startsWith("-"));
if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log("usage: node scripts/i18n-check.mjs [locale ...]");
  process.exit(0);
}
const locales = asked.length
  ? asked
  : readdirSync(dir)
      .filter((f) => f.endsWith(".json") && f !== `${SOURCE}.json`)
      .map((f) => f.slice(0, -".json".length))
      .sort();

const english = flatten(read(SOURCE));
let failed = false;

for (const locale of locales) {
  let catalogue;
  try {
    catalogue = flatten(read(locale));
  } catch (error) {
    failed = true;
    console.log(`${locale}: cannot read messages/${locale}.json — ${error.message}`);
    continue;
  }
  const missing = [...english.keys()].filter((k) => !catalogue.has(k));
  const extra = [...catalogue.keys()].filter((k) => !english.has(k));
  const empty = [...catalogue.entries()].filter(([k, v]) => english.has(k) && (typeof v !== "string" || v.trim() === "")).map(([k]) => k);

  if (!missing.length && !extra.length && !empty.length) {
    console.log(`${locale}: OK (${catalogue.size} keys)`);
    continue;
  }
  failed = true;
  console.log(`${locale}: ${missing.length} missing, ${extra.length} extra, ${empty.length} empty`);
  for (const k of missing) console.log(`  missing  ${k}  — en-US: ${JSON.stringify(english.get(k))}`);
  for (const k of extra) console.log(`  extra    ${k}`);
  for (const k of empty) console.log(`  empty    ${k}  — en-US: ${JSON.stringify(english.get(k))}`);
}

if (failed) console.log(`\nCatalogues differ from ${SOURCE}.json — translate the missing keys, remove the extra ones.`);
process.exit(failed ? 1 : 0);
