#!/usr/bin/env node
/**
 * A local stand-in for Facebook Login and the parts of the Graph API the site uses, in memory, so "Continue with
 * Facebook" runs with no internet:
 *   GET|POST /v19.0/dialog/oauth   the login dialog (a tiny form: who to sign in as, whether to share the e-mail)
 *   GET|POST /oauth/access_token   code → user access token (client_secret_post or basic)
 *   GET      /debug_token          ?input_token=…&access_token=APP_ID|APP_SECRET → { data: { is_valid, app_id, user_id, … } }
 *   GET      /me                   ?fields=id,email,first_name,last_name with the user token (query or Bearer);
 *                                  appsecret_proof is checked when sent. Like Facebook, `email` is absent when the
 *                                  user has no valid e-mail to share.
 * Extra, for tests only: POST /test/token { email?, first_name?, last_name?, app_id?, expired? } → { access_token,
 * user_id }, a user token issued without the dialog (app_id other than the stand-in's = a token of another app).
 *
 * `npm test` and `npm start` start one in-process (startFacebookStandIn) and point FACEBOOK_GRAPH_URL and
 * FACEBOOK_AUTH_URL at it. Standalone: `node scripts/stand-ins/facebook-graph.mjs` (FACEBOOK_STAND_IN_PORT, default 4011).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import { escapeHtml, page, readForm, readJson, sendJson } from "./html.mjs";

const HOST = "127.0.0.1";
const TOKEN_TTL_S = 60 * 60;

/** Any site on this machine (one per white-label host) may use the stand-in, for next-auth's Facebook callback. */
export function facebookRedirectAllowed(value) {
  try {
    const url = new URL(value);
    const local = url.hostname === "localhost" || url.hostname.endsWith(".localhost") || url.hostname === "127.0.0.1";
    return url.protocol === "http:" && local && url.pathname === "/api/auth/callback/facebook" && !url.hash;
  } catch {
    return false;
  }
}

const graphError = (res, status, message, code = 190) => sendJson(res, status, { error: { message, type: "OAuthException", code } });
const userIdFor = (email) =>
  `10${BigInt(`0x${createHash("sha256").update(`fb:${email}`).digest("hex").slice(0, 13)}`)
    .toString()
    .padStart(15, "0")}`;

export async function startFacebookStandIn({ port = 0, appId = "100000000000001", appSecret = "stand-in-facebook-secret" } = {}) {
  const codes = new Map(); // code → { appId, redirectUri, user, expiresAt }
  const tokens = new Map(); // access token → { appId, user, expiresAt }

  function issueToken(forApp, user, ttl = TOKEN_TTL_S) {
    const token = `EAA${randomBytes(24).toString("base64url")}`;
    tokens.set(token, { appId: forApp, user, expiresAt: Date.now() + ttl * 1000 });
    return token;
  }

  function userFrom(input) {
    const email = String(input.email ?? "")
      .trim()
      .toLowerCase();
    const first = String(input.first_name ?? "").trim() || "Fiona";
    const last = String(input.last_name ?? "").trim() || "Facebook";
    const share = input.share_email === undefined ? true : input.share_email === "on" || input.share_email === true || input.share_email === "true";
    return {
      id: userIdFor(email || `${first} ${last}`),
      email: share && email ? email : undefined,
      first_name: first,
      last_name: last,
      name: `${first} ${last}`,
    };
  }

  async function dialog(req, res, url) {
    const q = req.method === "POST" ? await readForm(req) : Object.fromEntries(url.searchParams);
    if (q.client_id !== appId) return html(res, 400, "Invalid App ID", `<p class="error">Invalid App ID: ${escapeHtml(q.client_id ?? "")}</p>`);
    if (!facebookRedirectAllowed(q.redirect_uri)) return html(res, 400, "URL blocked", `<p class="error">URL blocked: the redirect URI is not allowed.</p>`);
    if (req.method === "GET") return html(res, 200, "Log in to Facebook (local stand-in)", loginForm(url.pathname, q));
    const back = new URL(q.redirect_uri);
    if (q.state) back.searchParams.set("state", q.state);
    if (q.cancel) {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_reason", "user_denied");
    } else {
      const code = randomBytes(18).toString("base64url");
      codes.set(code, { appId, redirectUri: q.redirect_uri, user: userFrom(q), expiresAt: Date.now() + 5 * 60_000 });
      back.searchParams.set("code", code);
    }
    res.writeHead(302, { location: back.toString() }).end();
  }

  async function accessToken(req, res, url) {
    const q = { ...Object.fromEntries(url.searchParams), ...(req.method === "POST" ? await readForm(req) : {}) };
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "");
    if (basic) {
      const [id, secret] = Buffer.from(basic[1], "base64").toString().split(":").map(decodeURIComponent);
      q.client_id ??= id;
      q.client_secret ??= secret;
    }
    if (q.client_id !== appId || q.client_secret !== appSecret) return graphError(res, 400, "Error validating client secret.", 1);
    const entry = codes.get(q.code ?? "");
    codes.delete(q.code ?? "");
    if (!entry || entry.expiresAt < Date.now()) return graphError(res, 400, "This authorization code has expired or been used.", 100);
    if (entry.redirectUri !== q.redirect_uri)
      return graphError(res, 400, "Error validating verification code. Please make sure your redirect_uri is identical.", 100);
    sendJson(res, 200, { access_token: issueToken(appId, entry.user), token_type: "bearer", expires_in: TOKEN_TTL_S });
  }

  function debugToken(res, url) {
    const [id, secret] = String(url.searchParams.get("access_token") ?? "").split("|");
    if (id !== appId || secret !== appSecret) return graphError(res, 400, "Invalid OAuth access token signature.", 190);
    const entry = tokens.get(url.searchParams.get("input_token") ?? "");
    if (!entry) return sendJson(res, 200, { data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } } });
    const valid = entry.expiresAt > Date.now();
    sendJson(res, 200, {
      data: {
        app_id: entry.appId,
        type: "USER",
        application: "Stand-in",
        expires_at: Math.floor(entry.expiresAt / 1000),
        is_valid: valid,
        scopes: ["email", "public_profile"],
        user_id: entry.user.id,
      },
    });
  }

  function me(req, res, url) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const token = url.searchParams.get("access_token") ?? bearer ?? "";
    const entry = tokens.get(token);
    if (!entry || entry.expiresAt < Date.now()) return graphError(res, 400, "Invalid OAuth access token.", 190);
    const proof = url.searchParams.get("appsecret_proof");
    if (proof !== null) {
      const expected = Buffer.from(createHmac("sha256", appSecret).update(token).digest("hex"));
      const given = Buffer.from(proof);
      if (entry.appId !== appId || given.length !== expected.length || !timingSafeEqual(given, expected))
        return graphError(res, 400, "Invalid appsecret_proof provided in the API argument", 100);
    }
    const fields = (url.searchParams.get("fields") ?? "id,name").split(",").map((f) => f.trim());
    const out = Object.fromEntries(fields.filter((f) => entry.user[f] !== undefined).map((f) => [f, entry.user[f]]));
    sendJson(res, 200, { ...out, id: entry.user.id });
  }

  async function testToken(req, res) {
    const body = await readJson(req);
    const user = userFrom({ ...body, share_email: body.email ? "true" : "false" });
    const token = issueToken(String(body.app_id ?? appId), user, body.expired ? -60 : TOKEN_TTL_S);
    sendJson(res, 200, { access_token: token, user_id: user.id });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const path = url.pathname.replace(/^\/v\d+\.\d+(?=\/)/, "");
    const run = async () => {
      if (path === "/dialog/oauth") return dialog(req, res, url);
      if (path === "/oauth/access_token") return accessToken(req, res, url);
      if (path === "/debug_token" && req.method === "GET") return debugToken(res, url);
      if (path === "/me" && req.method === "GET") return me(req, res, url);
      if (path === "/test/token" && req.method === "POST") return testToken(req, res);
      return graphError(res, 404, "Unknown path components", 2500);
    };
    run().catch((error) => {
      if (!res.headersSent) graphError(res, 500, error.message, 1);
      else res.end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => (server.off("error", reject), resolve()));
  });
  const origin = `http://${HOST}:${server.address().port}`;
  return {
    graphUrl: origin,
    authUrl: `${origin}/v19.0/dialog/oauth`,
    appId,
    appSecret,
    stop: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function html(res, status, title, body) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(page(title, body));
}

function loginForm(action, q) {
  const hidden = ["client_id", "redirect_uri", "state", "scope", "response_type"]
    .filter((k) => q[k] !== undefined)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q[k])}">`)
    .join("");
  return `<h1>Log in to Facebook</h1>
<p class="note">Local stand-in for Facebook Login. No password: type the account to log in as.</p>
<form method="post" action="${escapeHtml(action)}">${hidden}
  <label>E-mail <input name="email" type="email" autocomplete="off" data-testid="fb-email"></label>
  <label>First name <input name="first_name" value="Fiona" data-testid="fb-first-name"></label>
  <label>Last name <input name="last_name" value="Facebook" data-testid="fb-last-name"></label>
  <label class="check"><input name="share_email" type="checkbox" checked data-testid="fb-share-email"> Share my e-mail address</label>
  <button type="submit" data-testid="fb-continue">Continue</button>
  <button type="submit" name="cancel" value="1" data-testid="fb-cancel">Cancel</button>
</form>`;
}

async function main() {
  const fb = await startFacebookStandIn({
    port: Number(process.env.FACEBOOK_STAND_IN_PORT ?? 4011),
    appId: process.env.FACEBOOK_APP_ID,
    appSecret: process.env.FACEBOOK_APP_SECRET,
  });
  console.log(
    `> Facebook stand-in: FACEBOOK_GRAPH_URL=${fb.graphUrl} FACEBOOK_AUTH_URL=${fb.authUrl} FACEBOOK_APP_ID=${fb.appId} FACEBOOK_APP_SECRET=${fb.appSecret}`,
  );
  const stop = () => fb.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`facebook stand-in: ${error.message}`);
    process.exit(1);
  });
}
