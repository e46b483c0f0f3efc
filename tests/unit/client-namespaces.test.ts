import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CLIENT_NAMESPACES } from "@/i18n/client-namespaces";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("client components only use message groups that are sent to the browser", () => {
  const clientFiles = ["components", "app"]
    .flatMap((d) => files(path.join(process.cwd(), d)))
    .filter((f) => /^\s*["']use client["']/.test(readFileSync(f, "utf8")));
  it.each(clientFiles.map((f) => [path.relative(process.cwd(), f)]))("%s", (file) => {
    const source = readFileSync(file, "utf8");
    for (const [, ns] of source.matchAll(/useTranslations\(\s*["']([A-Za-z]+)["']\s*\)/g)) expect(CLIENT_NAMESPACES).toContain(ns);
    if (/useTranslations\(\s*\)/.test(source)) expect(CLIENT_NAMESPACES).toContain("ServerMessages");
  });
});
