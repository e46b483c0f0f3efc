import type { Translate } from "@/lib/locale/translations";

/** The e-mail that confirms a corrected name, in the reader's language (`t`: the "Trip" texts, from tripTexts). */
export function nameCorrectionMail(b: { orgName: string; reference: string; title: string; from: string; to: string; tripUrl: string | null }, t: Translate) {
  const facts = { reference: b.reference, title: b.title };
  return {
    subject: t("mailNameCorrectedSubject", facts),
    text: [t("mailNameCorrected", { ...facts, from: b.from, to: b.to }), b.tripUrl ?? "", b.orgName].filter(Boolean).join("\n\n"),
  };
}
