"use client";

import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { mergeMessages } from "@/i18n/client-namespaces";

type Tree = Parameters<typeof mergeMessages>[0];

/** A nested provider that adds a segment's message groups to the ones the root layout sent (providers replace, not merge). */
export function MoreMessages({ messages, children }: { messages: Tree; children: ReactNode }) {
  const parent = useMessages() as Tree;
  const locale = useLocale();
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
