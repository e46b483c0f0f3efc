import type { OrgConfig } from "./org-config";

/** SPEC §9: theme colours vary by theme type. The org's own primary/secondary colours win over the palette's. */
const PALETTES: Record<OrgConfig["themeType"], { accent: string; surface: string; heroFrom: string; heroTo: string }> = {
  tournament: { accent: "#f5a623", surface: "#f4f7fb", heroFrom: "#0a2540", heroTo: "#1f4f8a" },
  holiday: { accent: "#e4572e", surface: "#fff8f0", heroFrom: "#b33f1d", heroTo: "#f08a4b" },
  holidayDest: { accent: "#17a398", surface: "#f0fbfa", heroFrom: "#0d5c63", heroTo: "#27a4a0" },
  future: { accent: "#7c3aed", surface: "#f6f5ff", heroFrom: "#111827", heroTo: "#3b0764" },
};

const HEX = /^#[0-9a-fA-F]{3,8}$/;

export function themeVariables(org: Pick<OrgConfig, "themeType" | "primaryColor" | "secondaryColor">): Record<string, string> {
  const palette = PALETTES[org.themeType];
  return {
    "--brand-primary": HEX.test(org.primaryColor) ? org.primaryColor : "#0b5fff",
    "--brand-secondary": HEX.test(org.secondaryColor) ? org.secondaryColor : "#0a2540",
    "--brand-accent": palette.accent,
    "--brand-surface": palette.surface,
    "--hero-from": palette.heroFrom,
    "--hero-to": palette.heroTo,
  };
}
