"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Field, Select, TextInput, fieldErrors, secondaryButtonClass, sendJson } from "@/components/account/form-kit";
import { FinderSearch } from "./finder-search";
import type { CatalogueActivitySlot } from "@/lib/agent/activities";
import { formatMoney } from "@/lib/locale/format";
import { partSeparator } from "@/lib/locale/part-separator";
import { localeFormat, placeTimeText } from "@/lib/orders/place-time";

/** What the quote builder knows that an activity item needs too: whose itinerary, the party, markup and days held. */
type Builder = { clientId: string; guests: number; markupPercent: string; validDays: string };
type Added = { items: unknown[]; totalMinor: number; currency: string };

/**
 * Adds a catalogue activity to the client's itinerary, as the room finder adds a stay: its slots found by name or
 * city on one day (each at its own place's time, priced for the client, with the places left for the party), and the
 * one chosen added at that price. `onAnswer` tells the builder the itinerary's new state, or the refusal's sentence.
 */
export function QuoteActivity({
  builder,
  defaultDay,
  onAnswer,
}: {
  builder: Builder;
  defaultDay: string;
  onAnswer: (answer: { ok: true; data: Added } | { ok: false; message: string | null }) => void;
}) {
  const t = useTranslations("Agent");
  const locale = useLocale();
  const id = useId();
  const [day, setDay] = useState(defaultDay);
  const [q, setQ] = useState("");
  const [slots, setSlots] = useState<CatalogueActivitySlot[] | null>(null);
  const [slot, setSlot] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const format = localeFormat(locale);
  const sep = partSeparator(locale);

  async function find() {
    const params = new URLSearchParams({ q, day, guests: String(builder.guests) });
    if (builder.clientId) params.set("clientId", builder.clientId);
    const res = await sendJson<CatalogueActivitySlot[]>("GET", `/api/agent/activities?${params}`);
    setErrors(fieldErrors(res.body));
    const list = res.ok ? (res.body?.data ?? []) : [];
    setSlots(res.ok ? list : null);
    setSlot(list[0] ? String(list[0].slotId) : "");
  }

  async function add() {
    const chosen = slots?.find((s) => String(s.slotId) === slot);
    setBusy(true);
    const res = await sendJson<Added>("POST", "/api/agent/itineraries/items", {
      clientId: Number(builder.clientId) || 0,
      markupPercent: Number(builder.markupPercent),
      validDays: Number(builder.validDays),
      item: { type: "activity", propertyId: chosen?.propertyId ?? 0, slotId: chosen?.slotId ?? 0, guests: builder.guests },
    });
    setBusy(false);
    setErrors(fieldErrors(res.body));
    const data = res.ok ? res.body?.data : null;
    onAnswer(data ? { ok: true, data } : { ok: false, message: res.body?.message ?? null });
  }

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid="quote-activity">
      <legend className="px-1 text-sm font-semibold">{t("activityTitle")}</legend>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-end">
        <Field id={`${id}-day`} label={t("activityDay")} error={errors.day}>
          <TextInput
            id={`${id}-day`}
            type="date"
            value={day}
            onChange={(x) => {
              setDay(x);
              setSlots(null);
            }}
            error={errors.day}
            testId="quote-activity-day"
          />
        </Field>
        <FinderSearch id={`${id}-q`} label={t("findActivity")} value={q} onChange={setQ} onSearch={find} testId="quote-activity-search" />
      </div>
      {slots === null ? null : slots.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="quote-activities-empty">
          {t("noActivitiesForDay")}
        </p>
      ) : (
        <>
          <Field id={`${id}-slot`} label={t("activity")} error={errors.slotId ?? errors.propertyId ?? errors.guests}>
            <Select
              id={`${id}-slot`}
              value={slot}
              onChange={setSlot}
              testId="quote-activity-slot"
              options={slots.map((s) => ({
                value: String(s.slotId),
                label: [
                  `${s.propertyName} (${s.city})`,
                  // Its start on the activity's own clock, the zone named, as the client's link and trip page say it.
                  placeTimeText(format, s.startsAt, s.timeZone),
                  formatMoney(s.shownTotalMinor, s.shownCurrency, locale),
                  t("placesLeft", { count: s.remaining }),
                ].join(sep),
              }))}
            />
          </Field>
          <button type="button" disabled={busy} onClick={add} className={secondaryButtonClass} data-testid="quote-activity-add">
            {t("addActivity")}
          </button>
        </>
      )}
    </fieldset>
  );
}
