import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../tests/support/factories";

test("a visitor clicks the savings action, signs in, is enrolled and lands on the director page; the second time as a member", async ({ page }) => {
  const user = await createUser({ firstName: "Sally", lastName: "Saver" });
  await page.goto("/your-rewards");
  await page.getByTestId("savings-action").click();
  await expect(page.getByTestId("sign-in-dialog")).toBeVisible();
  await page.getByTestId("sign-in-email").fill(user.email);
  await page.getByTestId("sign-in-password").fill(TEST_PASSWORD);
  await page.getByTestId("sign-in-submit").click();
  await page.waitForURL(/\/director\?cvt=[0-9a-f]{64}$/);
  await expect(page.getByTestId("director-member")).toHaveText(`Welcome, Sally Saver (TSV-${user.id}).`);
  const cvt = new URL(page.url()).searchParams.get("cvt");

  await page.goto("/savings");
  await page.waitForURL(/\/director\?cvt=/);
  expect(new URL(page.url()).searchParams.get("cvt")).toBe(cvt);
});
