/**
 * The hosted pages of the local Stripe stand-in (./stripe.mjs), on its own origin as Stripe Checkout's are on
 * checkout.stripe.com: the card never reaches the site that sent the payer here.
 *   GET /pay/{session}  the card form (name, number, MM/YY, CVC) with the merchant's name and the amount
 *   POST /pay/{session} the card entered: 303 to the session's success_url (its {CHECKOUT_SESSION_ID} filled in),
 *                       303 to /3ds/{session} when the bank asks for 3-D Secure, else the form again with Stripe's message
 *   GET /3ds/{session}  the bank's challenge, "Complete" and "Fail"; POST /3ds/{session} answers it
 * The session's `locale` chooses the language (English, or Arabic right to left for `ar`).
 */
import { escapeHtml, readForm } from "./html.mjs";

const TEXT = {
  en: {
    title: "Pay securely",
    keepTitle: "Save your card",
    keepNote: "Your card is kept for a later payment. Nothing is charged now.",
    name: "Name on card",
    number: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "CVC",
    pay: "Pay",
    keep: "Save card",
    cancel: "Cancel and go back",
    sandbox: "Local Stripe stand-in · test cards only",
    done: "This checkout is complete.",
    continue: "Continue",
    expired: "This checkout has expired.",
    notFound: "There is no such checkout.",
    challengeTitle: "Confirm it is you",
    challengeNote: "Your bank asks you to confirm this payment (3-D Secure test page).",
    complete: "Complete",
    fail: "Fail",
    tryAnother: "Please try another card.",
  },
  ar: {
    title: "ادفع بأمان",
    keepTitle: "احفظ بطاقتك",
    keepNote: "نحتفظ ببطاقتك لدفعة لاحقة. لن يُخصم أي مبلغ الآن.",
    name: "الاسم على البطاقة",
    number: "رقم البطاقة",
    expiry: "تاريخ الانتهاء (شهر/سنة)",
    cvc: "رمز الأمان",
    pay: "ادفع",
    keep: "احفظ البطاقة",
    cancel: "إلغاء والعودة",
    sandbox: "بديل محلي لـ Stripe · بطاقات اختبار فقط",
    done: "اكتملت عملية الدفع هذه.",
    continue: "متابعة",
    expired: "انتهت صلاحية عملية الدفع هذه.",
    notFound: "لا توجد عملية دفع بهذا المعرّف.",
    challengeTitle: "أكّد هويتك",
    challengeNote: "يطلب مصرفك تأكيد هذه الدفعة (صفحة اختبار 3-D Secure).",
    complete: "إتمام",
    fail: "فشل",
    tryAnother: "يرجى تجربة بطاقة أخرى.",
    // Stripe's messages, by decline code or error code (English takes Stripe's own message).
    errors: {
      card_declined: "تم رفض بطاقتك.",
      insufficient_funds: "رصيد بطاقتك غير كافٍ.",
      expired_card: "انتهت صلاحية بطاقتك.",
      incorrect_cvc: "رمز الأمان لبطاقتك غير صحيح.",
      incorrect_number: "رقم بطاقتك غير صحيح.",
      invalid_expiry_year: "تاريخ انتهاء بطاقتك غير صالح.",
      payment_intent_authentication_failure: "تعذّر التحقق من وسيلة الدفع. يرجى اختيار وسيلة دفع أخرى والمحاولة مجددًا.",
    },
  },
};

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f8fa;color:#1a1f36}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem 2rem}.merchant{font-weight:600;color:#425466;margin:0}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(26,31,54,.15);padding:1.25rem}
h1{font-size:1.15rem;margin:0 0 .75rem}label{display:block;font-size:.9rem;margin:.75rem 0 .3rem;color:#425466}
input{width:100%;font-size:1rem;padding:.65rem .75rem;border:1px solid #cfd7df;border-radius:.45rem}input:focus{outline:2px solid var(--brand);border-color:var(--brand)}
.row{display:flex;gap:.75rem}.row>div{flex:1}button{width:100%;margin-top:1.1rem;padding:.8rem;font-size:1rem;font-weight:600;border:0;border-radius:.45rem;background:var(--brand);color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a1f36;border:1px solid #cfd7df}.error{background:#fdecea;color:#8a1c0e;border-radius:.45rem;padding:.65rem .75rem;margin-bottom:.5rem}
.note{color:#697386;font-size:.85rem}.cancel{display:block;text-align:center;margin-top:1rem;color:#425466}.sandbox{text-align:center;color:#8792a2;font-size:.75rem;margin-top:1.5rem}
.number{direction:ltr;text-align:start}`;

/**
 * The page's language: the session's `locale`, or with "auto" (or none) the browser's first Accept-Language, as
 * Stripe's page does. Arabic reads right to left; anything else than Arabic is English here.
 */
function languageOf(locale, acceptLanguage) {
  const wanted = !locale || locale === "auto" ? String(acceptLanguage ?? "").split(",")[0] : locale;
  const lang = String(wanted ?? "")
    .trim()
    .toLowerCase();
  return lang === "ar" || lang.startsWith("ar-") ? "ar" : "en";
}

function shell(session, title, body) {
  const lang = session?.lang ?? "en";
  const brand = /^#[0-9a-f]{3,8}$/i.test(session?.branding_settings?.button_color ?? "") ? session.branding_settings.button_color : "#635bff";
  return `<!doctype html><html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>:root{--brand:${brand}}${STYLE}</style></head><body><main>${body}<p class="sandbox">${escapeHtml(TEXT[lang].sandbox)}</p></main></body></html>`;
}

/** The amount as the payer reads it: minor units by the currency's own decimals (JPY has none). */
export function formatAmount(amount, currency, lang = "en") {
  const format = new Intl.NumberFormat(lang === "ar" ? "ar" : "en", { style: "currency", currency: currency.toUpperCase() });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

const merchantOf = (session) => session.branding_settings?.display_name || session.metadata?.merchant || "Merchant";

function header(session) {
  const lang = session.lang;
  const amount = session.mode === "payment" ? `<p class="amount">${escapeHtml(formatAmount(session.amount_total, session.currency, lang))}</p>` : "";
  return `<p class="merchant">${escapeHtml(merchantOf(session))}</p>${amount}`;
}

function payPage(session, { error, name = "" } = {}) {
  const t = TEXT[session.lang];
  const keep = session.mode === "setup";
  const message = error && (t.errors?.[error.decline_code] ?? t.errors?.[error.code] ?? error.message);
  const alert = error ? `<p class="error" role="alert">${escapeHtml(message)} ${escapeHtml(t.tryAnother)}</p>` : "";
  const cancel = session.cancel_url ? `<a class="cancel" href="${escapeHtml(session.cancel_url)}">${escapeHtml(t.cancel)}</a>` : "";
  const button = keep ? t.keep : `${t.pay} ${formatAmount(session.amount_total, session.currency, session.lang)}`;
  return shell(
    session,
    keep ? t.keepTitle : t.title,
    `${header(session)}<div class="card"><h1>${escapeHtml(keep ? t.keepTitle : t.title)}</h1>${keep ? `<p class="note">${escapeHtml(t.keepNote)}</p>` : ""}${alert}
<form method="post" action="/pay/${escapeHtml(session.id)}" autocomplete="on">
<label for="name">${escapeHtml(t.name)}</label><input id="name" name="name" autocomplete="cc-name" required value="${escapeHtml(name)}">
<label for="number">${escapeHtml(t.number)}</label><input id="number" class="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">${escapeHtml(t.expiry)}</label><input id="expiry" class="number" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label><input id="cvc" class="number" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<button type="submit">${escapeHtml(button)}</button></form></div>${cancel}`,
  );
}

function challengePage(session) {
  const t = TEXT[session.lang];
  return shell(
    session,
    t.challengeTitle,
    `${header(session)}<div class="card"><h1>${escapeHtml(t.challengeTitle)}</h1><p class="note">${escapeHtml(t.challengeNote)}</p>
<form method="post" action="/3ds/${escapeHtml(session.id)}"><button name="action" value="complete">${escapeHtml(t.complete)}</button>
<button class="secondary" name="action" value="fail">${escapeHtml(t.fail)}</button></form></div>`,
  );
}

function closedPage(session) {
  const t = TEXT[session.lang];
  const complete = session.status === "complete";
  const next = complete ? returnUrl(session) : session.cancel_url;
  const link = next ? `<a class="cancel" href="${escapeHtml(next)}">${escapeHtml(t.continue)}</a>` : "";
  return shell(session, t.title, `${header(session)}<div class="card"><h1>${escapeHtml(complete ? t.done : t.expired)}</h1>${link}</div>`);
}

const returnUrl = (session) => session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);

function send(res, status, html) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
  });
  res.end(html);
}

function redirect(res, location) {
  res.writeHead(303, { location, "cache-control": "no-store" });
  res.end();
}

/** Answers /pay/… and /3ds/…; false for any other path. */
export async function answerPage(store, req, res, path) {
  const m = /^\/(pay|3ds)\/([^/]+)$/.exec(path);
  if (!m || (req.method !== "GET" && req.method !== "POST")) return false;
  const [, page, id] = m;
  const stored = store.openSession(decodeURIComponent(id));
  // The pages read a copy with the language this browser gets.
  const session = stored && { ...stored, lang: languageOf(stored.locale, req.headers["accept-language"]) };
  if (!session) return (send(res, 404, shell(null, TEXT.en.notFound, `<div class="card"><h1>${escapeHtml(TEXT.en.notFound)}</h1></div>`)), true);
  if (session.status !== "open") return (send(res, 200, closedPage(session)), true);
  if (page === "pay" && req.method === "GET") return (send(res, 200, payPage(session)), true);
  const form = await readForm(req);
  if (page === "pay") {
    const result = store.enterCard(stored, { name: form.name ?? "", number: form.number ?? "", expiry: form.expiry ?? "", cvc: form.cvc ?? "" });
    if (result.outcome === "challenge") return (redirect(res, `/3ds/${session.id}`), true);
    if (result.outcome === "declined") return (send(res, 200, payPage(session, { error: result.error, name: form.name ?? "" })), true);
    return (redirect(res, returnUrl(session)), true);
  }
  if (req.method === "GET") return (send(res, 200, challengePage(session)), true);
  const result = store.answerChallenge(stored, form.action === "complete");
  if (result.outcome === "paid" || result.outcome === "kept") return (redirect(res, returnUrl(session)), true);
  if (result.outcome === "declined") return (send(res, 200, payPage(session, { error: result.error })), true);
  return (redirect(res, `/pay/${session.id}`), true);
}
