"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { QrCode } from "./qr-code";

/** The finished link: copy, share (the device's share sheet where there is one, else e-mail and social links) and QR. */
export function LinkShare({ url, title }: { url: string; title: string }) {
  const t = useTranslations("Referral");
  const [copied, setCopied] = useState(false);
  const message = t("shareText", { title });

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (http, old browser): select the text so Ctrl+C works.
      (document.getElementById("referral-link") as HTMLInputElement | null)?.select();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  }

  async function share() {
    try {
      await navigator.share({ title, text: message, url });
    } catch {
      // Dismissed: nothing to do.
    }
  }

  const enc = encodeURIComponent;
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <div>
      <label htmlFor="referral-link" className="mb-1 block text-sm font-medium">
        {t("linkLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id="referral-link"
          data-testid="referral-link"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
          dir="ltr"
        />
        <button
          type="button"
          data-testid="copy-link"
          onClick={() => void copy()}
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
        >
          {copied ? t("copied") : t("copy")}
        </button>
      </div>
      <span role="status" className="sr-only">
        {copied ? t("copied") : ""}
      </span>
      <div className="mt-4 flex flex-wrap gap-2 text-sm" data-testid="share-buttons">
        {canShare ? (
          <button type="button" onClick={() => void share()} className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
            {t("share")}
          </button>
        ) : null}
        <a
          className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
          href={`mailto:?subject=${enc(title)}&body=${enc(`${message}\n${url}`)}`}
        >
          {t("shareEmail")}
        </a>
        <a
          className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
          target="_blank"
          rel="noopener noreferrer"
          href={`https://wa.me/?text=${enc(`${message} ${url}`)}`}
        >
          WhatsApp
        </a>
        <a
          className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
          target="_blank"
          rel="noopener noreferrer"
          href={`https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`}
        >
          Facebook
        </a>
        <a
          className="rounded-lg border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
          target="_blank"
          rel="noopener noreferrer"
          href={`https://twitter.com/intent/tweet?text=${enc(message)}&url=${enc(url)}`}
        >
          X
        </a>
      </div>
      <div className="mt-4">
        <QrCode value={url} label={t("qrLabel")} />
      </div>
    </div>
  );
}
