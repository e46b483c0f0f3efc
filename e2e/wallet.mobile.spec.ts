import { expect, test } from "@playwright/test";
import { createOrg, createUser, TEST_PASSWORD } from "../tests/support/factories";
import { createStayProperty, isoDay } from "../tests/support/catalogue-factory";
import { createOrgCertificate } from "../tests/support/wallet-factory";
import { port, signInThroughApiAt } from "./support/auth";

test("on a phone the summary and wallet come before Pay, the certificate modal is full-screen (SPEC §9: mobile modals are full-screen) and the wallet panel fits", async ({
  page,
}) => {
  const org = await createOrg();
  await createOrgCertificate(org.id, { product: "HLT", priceMinor: 2_500, name: "Phone stay certificate" });
  const user = await createUser({ orgId: org.id });
  const { property, rooms } = await createStayProperty();
  const base = `http://${org.host}:${port}`;
  await signInThroughApiAt(base, page, user.email, TEST_PASSWORD);
  await page.goto(`${base}/hotel-checkout?property=${property.id}&room=${rooms[0]!.id}&checkin=${isoDay(12)}&checkout=${isoDay(13)}&guests=1&rooms=1`);
  await expect(page.getByTestId("wallet-panel")).toBeVisible();
  // The stay summary and the wallet come before the card and the Pay button: a traveller sees what they pay for first.
  const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
  expect(await top("checkout-summary")).toBeLessThan(await top("checkout-form"));
  expect(await top("wallet-panel")).toBeLessThan(await top("checkout-pay"));
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.getByTestId("wallet-choose-certificate").click();
  const modal = page.getByTestId("certificate-modal");
  await expect(modal).toBeVisible();
  const box = (await modal.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(width - 1);
  expect(box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  await modal.getByTestId("certificate-apply").click();
  await expect(page.getByTestId("wallet-chosen-certificate")).toHaveText("Phone stay certificate");
  await expect(page.getByTestId("split-certificate")).toHaveText("−$25.00");
});
