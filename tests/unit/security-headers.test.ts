import { contentSecurityPolicy, staticSecurityHeaders } from "@/lib/http/security-headers";
import { signInCookies } from "@/lib/auth/session-cookies";

/** Issue 11: "HSTS (when served over HTTPS) … session cookies HttpOnly, SameSite=Lax, Secure over HTTPS". */
describe("headers and cookies over HTTPS", () => {
  it("sends HSTS only over HTTPS", () => {
    expect(staticSecurityHeaders(true)["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(staticSecurityHeaders(false)["Strict-Transport-Security"]).toBeUndefined();
  });

  it("upgrades insecure requests only over HTTPS and never allows inline scripts", () => {
    expect(contentSecurityPolicy("abc", { dev: false, https: true })).toMatch(/upgrade-insecure-requests/);
    expect(contentSecurityPolicy("abc", { dev: false, https: false })).not.toMatch(/upgrade-insecure-requests/);
    expect(contentSecurityPolicy("abc", { dev: false, https: true })).toMatch(/script-src 'self' 'nonce-abc' 'strict-dynamic'/);
    const scriptSrc = contentSecurityPolicy("abc", { dev: false, https: true })
      .split("; ")
      .find((d) => d.startsWith("script-src"));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("marks the session cookie HttpOnly, SameSite=Lax and Secure (with the __Secure- name) over HTTPS", () => {
    const [session] = signInCookies({ sessionJwt: "jwt", legacyToken: "t", userData: {}, secure: true });
    expect(session).toMatch(/^__Secure-next-auth\.session-token=jwt;/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Secure$/);
  });
});
