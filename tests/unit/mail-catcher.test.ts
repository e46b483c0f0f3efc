import nodemailer from "nodemailer";
import { startMailCatcher, type MailCatcher } from "../../scripts/mail-catcher.mjs";
import { extractLink, listMail, waitForMail } from "../support/mail";

describe("mail catcher (scripts/mail-catcher.mjs) and tests/support/mail.ts", () => {
  let catcher: MailCatcher;
  const saved = process.env.MAIL_CATCHER_URL;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    process.env.MAIL_CATCHER_URL = catcher.apiUrl;
  });
  afterAll(async () => {
    await catcher.stop();
    if (saved === undefined) delete process.env.MAIL_CATCHER_URL;
    else process.env.MAIL_CATCHER_URL = saved;
  });

  it("catches what nodemailer sends and answers by recipient, newest first", async () => {
    const transport = nodemailer.createTransport({ url: catcher.smtpUrl });
    try {
      const link = "http://localhost:3100/verify-account?key=Ab_12-x&lang=en";
      await transport.sendMail({ from: "Travel <no-reply@travel.localhost>", to: "Member@Demo.test", subject: "Confirm your account", text: `Open ${link}.` });
      await transport.sendMail({
        from: "Travel <no-reply@travel.localhost>",
        to: "member@demo.test",
        subject: "Reset your password",
        text: "See the HTML part.",
        html: '<a href="http://localhost:3100/change-password?key=zz9&amp;lang=en">Reset</a>',
      });
      await transport.sendMail({ from: "a@b.test", to: "other@demo.test", subject: "Not for member", text: "x" });

      const all = await listMail("MEMBER@demo.test");
      expect(all.map((m) => m.subject)).toEqual(["Reset your password", "Confirm your account"]);
      expect(all[1]).toMatchObject({ to: ["member@demo.test"], from: '"Travel" <no-reply@travel.localhost>', html: null });

      const confirm = await waitForMail("member@demo.test", { subject: /confirm/i });
      expect(extractLink(confirm, "/verify-account?key=")).toBe(link);
      expect(extractLink(confirm.text, "/verify-account?key=")).toBe(link);
      const reset = await waitForMail("member@demo.test");
      expect(reset.subject).toBe("Reset your password");
      expect(extractLink(reset, "/change-password?key=")).toBe("http://localhost:3100/change-password?key=zz9&lang=en");
      expect(() => extractLink(reset, "/verify-account?key=")).toThrow(/No link/);
    } finally {
      transport.close();
    }
  });

  it("waitForMail gives up after the timeout and says what did arrive", async () => {
    await expect(waitForMail("member@demo.test", { subject: /never sent/, timeoutMs: 300 })).rejects.toThrow(
      /No e-mail to member@demo.test .*Reset your password/,
    );
    await expect(waitForMail("member@demo.test", { after: new Date(Date.now() + 60_000), timeoutMs: 100 })).rejects.toThrow(/within 100 ms/);
  });

  it("DELETE /messages forgets everything", async () => {
    expect((await fetch(`${catcher.apiUrl}/messages`, { method: "DELETE" })).status).toBe(204);
    expect(await listMail("member@demo.test")).toEqual([]);
    expect((await fetch(`${catcher.apiUrl}/elsewhere`)).status).toBe(404);
  });
});
