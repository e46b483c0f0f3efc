import path from "node:path";
import type { Page } from "@playwright/test";
import type { Org } from "./screens";

/** The organisation's site: the default one at the base URL, the partner at partner.<host> (Chromium resolves *.localhost). */
export function originOf(org: Org, baseURL: string): string {
  const url = new URL(baseURL);
  if (org.key === "partner") url.hostname = `partner.${url.hostname}`;
  return url.origin;
}

/** The demo member's signed-in cookies for an organisation, saved by setup.shots.ts. */
export function memberState(org: Org): string {
  return path.join(process.cwd(), "test-results", "screenshots", `${org.key}-member.json`);
}

/** The reference of the flight the default organisation's demo member has booked, saved by setup.shots.ts. */
export function flightTripFile(): string {
  return path.join(process.cwd(), "test-results", "screenshots", "default-flight.txt");
}

/** The free-cancellation stay the default organisation's demo member has booked, saved by setup.shots.ts. */
export function stayTripFile(): string {
  return path.join(process.cwd(), "test-results", "screenshots", "default-stay.json");
}

export type StayTrip = { reference: string; checkIn: string; checkOut: string };

/** The demo agent's signed-in cookies on the default organisation, saved by setup.shots.ts. */
export function agentState(): string {
  return path.join(process.cwd(), "test-results", "screenshots", "default-agent.json");
}

/**
 * Waits until the picture is worth taking: the network quiet, every picture on the page loaded (lazy ones below the
 * first screenful too, since the picture is taller than the screen) and the web fonts in.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = "eager";
    await Promise.all(
      images.map((img) =>
        img.complete && img.naturalWidth > 0
          ? null
          : new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
              setTimeout(resolve, 10_000);
            }),
      ),
    );
    await document.fonts.ready;
  });
}
