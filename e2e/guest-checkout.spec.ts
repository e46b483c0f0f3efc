import { expect, test } from "@playwright/test";
import { createUser } from "../tests/support/factories";
import { partnerUrl } from "./support/auth";
import { expectConfirmation } from "./support/checkout";
import { fillGuestCheckout, guestStay, openManageLinkFromMail } from "./support/guest";

test.describe("guest checkout", () => {
  test("a guest books a hotel without an account, reads the confirmation, opens the e-mail's link and cancels", async ({ page }) => {
    const { property, path } = await guestStay();
    await page.goto(path);
    // The full summary at the public price, with what a member pays and the way to it.
    await expect(page.getByTestId("checkout-property")).toHaveText(property.name);
    await expect(page.getByTestId("checkout-total")).toHaveText("$550.00");
    await expect(page.getByTestId("member-price-offer")).toContainText("Members pay $440.00");
    await expect(page.getByTestId("wallet-none")).toBeVisible();
    const email = await fillGuestCheckout(page);
    await page.getByTestId("checkout-pay").click();
    await expectConfirmation(page);
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    await expect(page.getByTestId("confirmation")).toContainText(email);

    const trip = await openManageLinkFromMail(page, email, reference);
    await expect(trip).toContainText(property.name);
    await trip.getByTestId("cancel-booking").click();
    await expect(page.getByTestId("cancel-dialog")).toContainText("$550.00");
    await page.getByTestId("confirm-cancel").click();
    await expect(trip.getByTestId("trip-status")).toHaveText("Cancelled");
    await expect(trip.getByTestId("cancel-booking")).toHaveCount(0);
  });

  test("a guest who signs in at checkout gets the member price and their own details on the same page, without a reload", async ({ page }) => {
    const { path } = await guestStay();
    const member = await createUser({ firstName: "Mina", lastName: "Member", planStatus: "ACTIVE" });
    await page.goto(path);
    await expect(page.getByTestId("checkout-total")).toHaveText("$550.00");
    // A reload would drop this mark; signing in renders the page again in place.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByTestId("member-offer-sign-in").click();
    await page.getByTestId("sign-in-email").fill(member.email);
    await page.getByTestId("sign-in-password").fill(member.password);
    await page.getByTestId("sign-in-submit").click();
    await expect(page.getByTestId("sign-in-dialog")).toBeHidden();
    await expect(page.getByTestId("user-menu-button")).toContainText("Mina");
    await expect(page.getByTestId("checkout-total")).toHaveText("$440.00");
    await expect(page.getByTestId("member-price-offer")).toHaveCount(0);
    await expect(page.getByTestId("checkout-firstName")).toHaveValue("Mina");
    await expect(page.getByTestId("checkout-email")).toHaveValue(member.email);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("the members-only partner shows the summary beside sign-in; the form finds a booking only by its reference and e-mail", async ({ page }) => {
    const { path } = await guestStay();
    await page.goto(`${partnerUrl}${path}`);
    await expect(page.getByTestId("checkout-summary")).toBeVisible();
    await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
    await expect(page.getByTestId("checkout-form")).toHaveCount(0);
    await expect(page.getByTestId("footer-manage-booking")).toHaveCount(0);
    await page.getByTestId("sign-in-prompt").getByRole("button").first().click();
    await expect(page.getByTestId("sign-in-email")).toBeVisible();

    await page.goto("/manage-booking");
    await expect(page.getByTestId("footer-manage-booking")).toHaveAttribute("href", "/manage-booking");
    await page.getByTestId("manage-reference").fill("TS-ZZZZZZZZ");
    await page.getByTestId("manage-email").fill("nobody@example.test");
    await page.getByTestId("manage-find").click();
    await expect(page.getByTestId("manage-error")).toContainText("We could not find a booking with this reference and e-mail address.");
  });
});
