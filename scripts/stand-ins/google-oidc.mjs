#!/usr/bin/env node
/**
 * A local stand-in for Google's OpenID provider, so "Continue with Google" runs with no internet: a real OpenID
 * Connect server (the oidc-provider package: discovery, JWKS, authorization code + PKCE, ID tokens) with one client
 * and a tiny login page where whoever is testing types the e-mail to sign in as and whether Google would call it
 * verified. Like Google, the ID token carries email, email_verified and the names (conformIdTokenClaims: false).
 *
 * Extra, for tests only: POST /test/id-token { email, email_verified?, sub?, aud?, iss?, exp?, given_name?,
 * family_name? } → { id_token } signed with the provider's own key, so API tests can send `googletoken` values
 * (valid, wrong audience, expired …) without driving the browser flow.
 *
 * `npm test` and `npm start` start one in-process (startGoogleStandIn) and point GOOGLE_ISSUER at it.
 * Standalone: `node scripts/stand-ins/google-oidc.mjs` (GOOGLE_STAND_IN_PORT, default 4010).
 */
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { escapeHtml, page, readForm, readJson, sendJson } from "./html.mjs";

const HOST = "127.0.0.1";

/**
 * oidc-provider warns that Node 20 is unsupported (it works: verified on these machines) and that its in-memory
 * store loses state on restart (what a stand-in wants). Those two expected lines are kept out of the test output.
 */
async function withoutExpectedWarnings(fn) {
  const warn = console.warn;
  console.warn = (...args) => (String(args[0]).includes("oidc-provider WARNING") ? undefined : warn(...args));
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

/**
 * Google requires every redirect URI to be registered; here any site on this machine (localhost, *.localhost,
 * 127.0.0.1 — one per white-label host) may use the stand-in, as long as it is next-auth's Google callback.
 */
export function standInRedirectAllowed(value) {
  try {
    const url = new URL(value);
    const local = url.hostname === "localhost" || url.hostname.endsWith(".localhost") || url.hostname === "127.0.0.1";
    return url.protocol === "http:" && local && url.pathname === "/api/auth/callback/google" && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** Stable subject per e-mail, like Google's numeric `sub` for one account. */
const subjectFor = (email) =>
  `1${BigInt(`0x${createHash("sha256").update(email).digest("hex").slice(0, 15)}`)
    .toString()
    .padStart(19, "0")}`;

export async function startGoogleStandIn({ port = 0, clientId = "stand-in-google-client", clientSecret = "stand-in-google-secret" } = {}) {
  /** sub → the claims the last login gave that account. */
  const accounts = new Map();
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: "stand-in-key-1", alg: "RS256", use: "sig" };

  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => (server.off("error", reject), resolve()));
  });
  const issuer = `http://${HOST}:${server.address().port}`;

  const { default: Provider } = await withoutExpectedWarnings(() => import("oidc-provider"));
  const provider = await withoutExpectedWarnings(
    async () =>
      new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: ["http://localhost/api/auth/callback/google"],
            grant_types: ["authorization_code"],
            response_types: ["code"],
            token_endpoint_auth_method: "client_secret_basic",
          },
        ],
        async findAccount(_ctx, sub) {
          const account = accounts.get(sub);
          return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
        },
        claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        pkce: { required: () => true },
        // Fixed lifetimes (seconds): the defaults work but print a notice each time they are used.
        ttl: { AccessToken: 3600, AuthorizationCode: 60, Grant: 3600, IdToken: 3600, Interaction: 600, Session: 3600 },
        jwks: { keys: [jwk] },
        cookies: { keys: [randomBytes(16).toString("hex")] },
        async renderError(ctx, out) {
          ctx.type = "html";
          ctx.body = page("Sign-in error", `<pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`);
        },
      }),
  );
  provider.Client.prototype.redirectUriAllowed = standInRedirectAllowed;
  const callback = provider.callback();

  async function interaction(req, res, uid) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error("interaction mismatch");
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(loginPage(uid, details.params.client_id));
      return;
    }
    const form = await readForm(req);
    if (form.cancel) {
      await provider.interactionFinished(req, res, { error: "access_denied", error_description: "The user cancelled" }, { mergeWithLastSubmission: false });
      return;
    }
    const email = String(form.email ?? "")
      .trim()
      .toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
      res.end(loginPage(uid, details.params.client_id, "Type an e-mail address."));
      return;
    }
    const sub = subjectFor(email);
    const given = String(form.given_name ?? "").trim() || "Gina";
    const family = String(form.family_name ?? "").trim() || "Google";
    accounts.set(sub, {
      sub,
      email,
      email_verified: form.email_verified === "on" || form.email_verified === "true",
      given_name: given,
      family_name: family,
      name: `${given} ${family}`,
    });
    const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id });
    grant.addOIDCScope("openid email profile");
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  /** Test-only: an ID token signed with the provider's key, with any claim overridden. */
  async function mintIdToken(claims = {}) {
    const email = String(claims.email ?? "someone@example.test").toLowerCase();
    const now = Math.floor(Date.now() / 1000);
    const body = {
      sub: subjectFor(email),
      email,
      email_verified: true,
      given_name: "Gina",
      family_name: "Google",
      aud: clientId,
      iss: issuer,
      iat: now,
      exp: now + 600,
      ...claims,
    };
    return new SignJWT(body).setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: "JWT" }).sign(privateKey);
  }

  server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const match = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    if (match) {
      interaction(req, res, match[1]).catch((error) => {
        if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain" });
        res.end(`Sign-in failed: ${error.message}`);
      });
      return;
    }
    if (url.pathname === "/test/id-token" && req.method === "POST") {
      readJson(req)
        .then(async (claims) => sendJson(res, 200, { id_token: await mintIdToken(claims) }))
        .catch((error) => sendJson(res, 400, { error: error.message }));
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    mintIdToken,
    stop: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function loginPage(uid, clientId, error = "") {
  return page(
    "Sign in with Google (local stand-in)",
    `<h1>Sign in with Google</h1>
<p class="note">Local stand-in for Google's sign-in page — client <code>${escapeHtml(clientId)}</code>. No password: type the account to sign in as.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${escapeHtml(uid)}">
  <label>E-mail <input name="email" type="email" autocomplete="off" required data-testid="stand-in-email"></label>
  <label>First name <input name="given_name" value="Gina" data-testid="stand-in-given-name"></label>
  <label>Last name <input name="family_name" value="Google" data-testid="stand-in-family-name"></label>
  <label class="check"><input name="email_verified" type="checkbox" checked data-testid="stand-in-verified"> Google says this e-mail is verified</label>
  <button type="submit" data-testid="stand-in-continue">Continue</button>
  <button type="submit" name="cancel" value="1" formnovalidate data-testid="stand-in-cancel">Cancel</button>
</form>`,
  );
}

async function main() {
  const google = await startGoogleStandIn({
    port: Number(process.env.GOOGLE_STAND_IN_PORT ?? 4010),
    clientId: process.env.GOOGLE_CLIENT_ID,
    clientSecret: process.env.GOOGLE_CLIENT_SECRET,
  });
  console.log(`> Google stand-in: GOOGLE_ISSUER=${google.issuer} GOOGLE_CLIENT_ID=${google.clientId} GOOGLE_CLIENT_SECRET=${google.clientSecret}`);
  const stop = () => google.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`google stand-in: ${error.message}`);
    process.exit(1);
  });
}
