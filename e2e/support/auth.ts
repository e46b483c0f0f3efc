import { expect, type Page } from "@playwright/test";

export const baseUrl = process.env.TEST_BASE_URL ?? "http://localhost:3100";
export const port = new URL(baseUrl).port;
export const partnerUrl = `http://partner.localhost:${port}`;

/**
 * Signs in through the call the sign-in dialog makes, in the page's own cookie jar: the dialog itself is tested in
 * auth.spec.ts, and a journey that only needs a member saves the dialog and the page reload it causes.
 */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/signIn", { data: { jsonSign: { email_id: email, password } } });
  expect(res.status()).toBe(200);
  expect((await res.json()).status).toBe(1);
}

export async function openSignIn(page: Page) {
  await page.getByTestId("user-menu-button").click();
  await page.getByTestId("menu-signIn").click();
  await expect(page.getByTestId("sign-in-dialog")).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await openSignIn(page);
  await page.getByTestId("sign-in-email").fill(email);
  await page.getByTestId("sign-in-password").fill(password);
  await page.getByTestId("sign-in-submit").click();
  await expect(page.getByTestId("sign-in-dialog")).toBeHidden();
  // Sign-in renders the page again for the member (SPEC §4): wait for the signed-in header before touching anything.
  await expect(page.getByTestId("user-menu-button")).not.toContainText("Guest");
}

/** Fills the sign-up e-mail view with valid data (nationality and phone country keep their defaults). */
export async function fillSignUpDetails(page: Page, d: { email: string; first?: string; last?: string; title?: string; phone?: string; accessCode?: string }) {
  if (d.accessCode !== undefined) await page.getByTestId("sign-up-access-code").fill(d.accessCode);
  await page.getByTestId("sign-up-email").fill(d.email);
  await page.getByTestId("sign-up-title").selectOption({ label: d.title ?? "Mrs" });
  await page.getByTestId("sign-up-first-name").fill(d.first ?? "Nora");
  await page.getByTestId("sign-up-last-name").fill(d.last ?? "Nomad");
  await page.getByTestId("phone-number").fill(d.phone ?? "2025550147");
}

export async function fillSignUpPasswords(page: Page, password: string, confirm = password, accept = true) {
  await page.getByTestId("sign-up-password").fill(password);
  await page.getByTestId("sign-up-confirm-password").fill(confirm);
  if (accept) await page.getByTestId("sign-up-accept").check();
}

/**
 * signInThroughApi on another organisation's site, e.g. partnerUrl (its host keeps cookies of its own). Node does not
 * resolve *.localhost as Chromium does, so the call goes from a page of that site: its health check, which draws
 * nothing.
 */
export async function signInThroughApiAt(origin: string, page: Page, email: string, password: string) {
  await page.goto(`${origin}/api/health`);
  const answer = await page.evaluate(
    async (body) => {
      const res = await fetch("/api/signIn", { method: "POST", headers: { "content-type": "application/json" }, body });
      return { status: res.status, body: (await res.json()) as { status?: number } };
    },
    JSON.stringify({ jsonSign: { email_id: email, password } }),
  );
  expect(answer.status).toBe(200);
  expect(answer.body.status).toBe(1);
}
