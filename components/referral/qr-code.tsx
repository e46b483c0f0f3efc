"use client";

import QRCode from "qrcode";
import { useEffect, useState } from "react";

/** The link as a QR code (SVG drawn in the browser by the qrcode package — no external service sees the link). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return null;
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="referral-qr"
      className="h-40 w-40 rounded border border-slate-200 bg-white p-1"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
