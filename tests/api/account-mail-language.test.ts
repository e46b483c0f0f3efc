import { call } from "../support/http";
import { closeTestDb, createUser } from "../support/factories";
import { extractLink, waitForMail } from "../support/mail";

/**
 * Issue #51 item 7 ("every product's names … and e-mails from the catalogue of the booking's language"), for the
 * account e-mails: a password reset goes out in the account's saved language, right to left in Arabic, with the same
 * working link; an account with no saved language gets the organisation's (English on the demo organisation).
 */
afterAll(closeTestDb);

async function resetMailOf(languageCode?: string) {
  const user = await createUser({ firstName: "Noor", ...(languageCode ? { languageCode } : {}) });
  const asked = new Date(Date.now() - 1000);
  expect((await call("/api/auth/forgotPassword", { body: { email: user.email } })).status).toBe(200);
  const mail = await waitForMail(user.email, { after: asked });
  return { mail, link: extractLink(mail, "/change-password?key=") };
}

describe("account e-mails in the account's language", () => {
  it("no saved language: the organisation's, English", async () => {
    const { mail, link } = await resetMailOf();
    expect(mail.subject).toMatch(/^Reset your .+ password$/);
    expect(mail.text).toContain("Hello Noor,");
    expect(mail.text).toContain("If it was not you, ignore this e-mail: your password stays as it is.");
    expect(mail.html).toContain('dir="ltr"');
    expect(link).toContain("/change-password?key=");
  });

  it("French: subject, greeting, body and button in French, the link the same", async () => {
    const { mail, link } = await resetMailOf("fr-FR");
    expect(mail.subject).toMatch(/^Réinitialisez votre mot de passe /);
    expect(mail.text).toContain("Bonjour Noor,");
    expect(mail.html).toContain("Choisir un nouveau mot de passe");
    expect(mail.text).not.toContain("Hello");
    expect(
      (await call(`/api/auth/resetPassword`, { body: { key: new URL(link).searchParams.get("key"), password: "weak", confirmPassword: "weak" } })).status,
    ).toBe(400);
  });

  it("Arabic: the words in Arabic and the HTML part written right to left", async () => {
    const { mail } = await resetMailOf("ar-SA");
    expect(mail.subject).toMatch(/^أعد تعيين كلمة مرورك في /);
    expect(mail.text).toContain("مرحبًا Noor،");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain("اختيار كلمة مرور جديدة");
  });
});
