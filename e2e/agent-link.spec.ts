import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../tests/support/factories";
import { extractLink, waitForMail } from "../tests/support/mail";
import { baseUrl, signInThroughApi } from "./support/auth";
import { waitForHydration } from "./support/hydration";

/**
 * The agent link (docs/accounts.md): the owner of an address an agent made an account for opens the e-mailed page,
 * accepts, then declines; the agent's client list says the link ended and offers quotes only.
 */
test("the owner accepts and then declines the agent link; the agent sees it ended", async ({ page, browser }) => {
  const agent = await createUser({ userType: 1, firstName: "Ada", lastName: "Agent" });
  await signInThroughApi(page, agent.email, TEST_PASSWORD);
  const email = uniqueEmail("owner");
  const created = await page.request.post("/api/agent/clients", { data: { title: 3, firstName: "Olive", lastName: "Owner", email } });
  expect(created.status()).toBe(200);
  const link = extractLink(await waitForMail(email, { subject: /travel agent/i }), "/agent-link?key=");

  const owner = await (await browser.newContext({ baseURL: baseUrl })).newPage();
  await owner.goto(link);
  const offer = owner.getByTestId("agent-link-offer");
  await expect(offer).toContainText("Ada Agent");
  await expect(offer).toContainText(email);
  await expect(owner.getByTestId("agent-link-now-awaiting")).toBeVisible();
  await owner.screenshot({ path: "test-results/agent-link/desktop-offer.png", fullPage: true });
  await waitForHydration(owner);
  await owner.getByTestId("agent-link-accept").click();
  await expect(owner.getByTestId("agent-link-done")).toContainText("Ada Agent can act for you now");
  await expect(owner.getByTestId("agent-link-accept")).toBeDisabled();

  await page.goto("/agent/client-list");
  const row = page.getByTestId("client-row").filter({ hasText: email });
  await expect(row.getByTestId("act-for-client")).toBeVisible();
  await expect(row.getByTestId("client-link-ended")).toHaveCount(0);

  await owner.reload();
  await expect(owner.getByTestId("agent-link-now-accepted")).toBeVisible();
  await waitForHydration(owner);
  await owner.getByTestId("agent-link-decline").click();
  await expect(owner.getByTestId("agent-link-done")).toContainText("can no longer act for you");
  await owner.screenshot({ path: "test-results/agent-link/desktop-declined.png", fullPage: true });

  await page.reload();
  await expect(row.getByTestId("client-link-ended")).toBeVisible();
  await expect(row.getByTestId("act-for-client")).toHaveCount(0);
  await expect(row.getByTestId("client-bookings-toggle")).toHaveCount(0);
  await expect(row.getByTestId("client-quote")).toBeVisible();
  await page.screenshot({ path: "test-results/agent-link/desktop-client-list.png", fullPage: true });

  // An unknown key: a plain sentence, no buttons.
  await owner.goto("/agent-link?key=nothing-here");
  await expect(owner.getByTestId("agent-link-invalid")).toBeVisible();
});
