import type { Page } from "@playwright/test";
import { isoDay } from "../../tests/support/factories";
import { waitForHydration } from "./hydration";

/**
 * The traveller parts of each product's checkout, as a member fills them in: flight and package passengers, the car's
 * main driver, a cabin's guests, a transfer's lead passenger. The inputs are found by test id, so the same steps serve
 * every language and screen size.
 */

export type Passenger = { title: string; gender: string; first: string; last: string; born: string; passport?: string };

export async function fillPassenger(page: Page, i: number, p: Passenger) {
  await waitForHydration(page);
  await page.getByTestId(`passenger-${i}-title`).selectOption(p.title);
  await page.getByTestId(`passenger-${i}-gender`).selectOption(p.gender);
  await page.getByTestId(`passenger-${i}-firstName`).fill(p.first);
  await page.getByTestId(`passenger-${i}-lastName`).fill(p.last);
  await page.getByTestId(`passenger-${i}-dateOfBirth`).fill(p.born);
  await page.getByTestId(`passenger-${i}-nationality`).selectOption("GB");
  await page.getByTestId(`passenger-${i}-passportNumber`).fill(p.passport ?? "P1234567");
  await page.getByTestId(`passenger-${i}-passportExpiry`).fill("2036-05-01");
}

/** The main driver, 35 on the pick-up day unless `dateOfBirth` says otherwise. */
export async function fillDriver(page: Page, over: { dateOfBirth?: string } = {}) {
  await page.getByTestId("driver-title").selectOption("mrs");
  await page.getByTestId("driver-firstName").fill("Dana");
  await page.getByTestId("driver-lastName").fill("Driver");
  await page.getByTestId("driver-dateOfBirth").fill(over.dateOfBirth ?? `${Number(isoDay(0).slice(0, 4)) - 35}-04-12`);
  await page.getByTestId("driver-flightNumber").fill("BA 117");
  await page.getByTestId("driver-email").fill("dana.driver@example.test");
  await page.getByTestId("driver-phone").fill("+44 20 7946 0000");
}

/**
 * The guests of a cabin, each with a passport; the last `children` of them are the fare's children, each born on the
 * latest day its field allows (the age it was priced for on the day of sailing).
 */
export async function fillCruiseGuests(page: Page, guests: number, children = 0) {
  for (let i = 0; i < guests; i++) {
    if (i >= guests - children) {
      const born = page.getByTestId(`guest-${i}-dateOfBirth`);
      await page.getByTestId(`guest-${i}-title`).selectOption("miss");
      await page.getByTestId(`guest-${i}-firstName`).fill("Lily");
      await page.getByTestId(`guest-${i}-lastName`).fill("Tripper");
      await born.fill((await born.getAttribute("max"))!);
      await page.locator(`select[name="travellers.${i}.nationality"]`).selectOption("US");
      await page.getByTestId(`guest-${i}-passportNumber`).fill(`Z765432${i}`);
      await page.getByTestId(`guest-${i}-passportExpiry`).fill("2036-01-31");
      await page.locator(`select[name="travellers.${i}.passportCountry"]`).selectOption("US");
      continue;
    }
    await page.getByTestId(`guest-${i}-title`).selectOption(i === 0 ? "mr" : "mrs");
    await page.getByTestId(`guest-${i}-firstName`).fill(i === 0 ? "Tom" : "Ada");
    await page.getByTestId(`guest-${i}-lastName`).fill("Tripper");
    await page.getByTestId(`guest-${i}-dateOfBirth`).fill(i === 0 ? "1980-04-02" : "1983-09-17");
    await page.locator(`select[name="travellers.${i}.nationality"]`).selectOption("US");
    await page.getByTestId(`guest-${i}-passportNumber`).fill(i === 0 ? "X1234567" : "Y7654321");
    await page.getByTestId(`guest-${i}-passportExpiry`).fill("2036-01-31");
    await page.locator(`select[name="travellers.${i}.passportCountry"]`).selectOption("US");
  }
}

/** A transfer's lead passenger (title 3: Mrs, SPEC's title list). */
export async function fillTransferLead(page: Page) {
  await page.getByTestId("transfer-lead-title").selectOption("3");
  await page.getByTestId("transfer-lead-firstName").fill("Layla");
  await page.getByTestId("transfer-lead-lastName").fill("Haddad");
  await page.getByTestId("transfer-lead-flightNumber").fill("af 1235");
}
