import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../tests/support/factories";
import { extractLink, waitForMail } from "../tests/support/mail";
import { baseUrl, signInThroughApi } from "./support/auth";
import { waitForHydration } from "./support/hydration";
import { ar } from "./support/journey";

/** The agent-link page on a phone, in Arabic: right to left, nothing wider than the screen, the answer taken. */
test("on a phone in Arabic the owner reads the agent link and accepts it", async ({ page: owner, browser }) => {
  const agent = await createUser({ userType: 1, firstName: "Ada", lastName: "Agent" });
  const agentPage = await (await browser.newContext({ baseURL: baseUrl })).newPage();
  await signInThroughApi(agentPage, agent.email, TEST_PASSWORD);
  const email = uniqueEmail("owner");
  expect((await agentPage.request.post("/api/agent/clients", { data: { title: 3, firstName: "Olive", lastName: "Owner", email } })).status()).toBe(200);
  const link = extractLink(await waitForMail(email, { subject: /travel agent/i }), "/agent-link?key=");

  await owner.context().addCookies([{ name: "lan_code", value: "ar-SA", url: baseUrl }]);
  await owner.goto(link);
  await expect(owner.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(owner.getByTestId("agent-link-offer")).toContainText(ar("AgentLink.nowAwaiting"));
  const width = owner.viewportSize()!.width;
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await owner.screenshot({ path: "test-results/agent-link/phone-offer.png", fullPage: true });
  await waitForHydration(owner);
  await owner.getByTestId("agent-link-accept").click();
  await expect(owner.getByTestId("agent-link-done")).toHaveText(ar("AgentLink.accepted", { agent: "Ada Agent" }));
  await owner.screenshot({ path: "test-results/agent-link/phone-accepted.png", fullPage: true });
});
