"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { FormAlert, Spinner, primaryButtonClass } from "@/components/ui/form-parts";
import { Field, Select, TextInput, cardClass, fieldErrors, secondaryButtonClass, sendJson } from "@/components/account/form-kit";
import type { CatalogueRoom } from "@/lib/agent/catalogue";
import { formatMoney } from "@/lib/locale/format";
import { partSeparator } from "@/lib/locale/part-separator";
import { catalogueName, type NameGroup } from "@/lib/locale/catalogue-name";
import { QuoteParty, type QuotePartyValue } from "./quote-party";
import { QuoteActivity } from "./quote-activity";
import { FinderSearch } from "./finder-search";

/**
 * Builds a quote: a client, dates and the party (each child's age), then a catalogue room found by name or city among those bookable for
 * them (each with its price for the stay in the agent's currency), a markup and how long it holds. Changing the
 * client, dates or guests asks for the search again, so no room is offered that the dates cannot sell. An activity of
 * the catalogue is added to the itinerary beside it, for the same client and party (./quote-activity.tsx).
 */
export function QuoteBuilder({
  clients,
  defaultClientId,
  defaultDates,
}: {
  clients: { id: number; name: string }[];
  defaultClientId: number | null;
  defaultDates: { checkIn: string; checkOut: string };
}) {
  const t = useTranslations("Agent");
  // The catalogue's room names in the reader's language where it has them (lib/locale/catalogue-name.ts).
  const roomNames = useTranslations("Rooms") as unknown as NameGroup;
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [clientId, setClientId] = useState(defaultClientId ? String(defaultClientId) : "");
  const [q, setQ] = useState("");
  const [rooms, setRooms] = useState<CatalogueRoom[] | null>(null);
  const [room, setRoom] = useState("");
  const [v, setV] = useState({ ...defaultDates, markupPercent: "10", validDays: "3" });
  const [party, setParty] = useState<QuotePartyValue>({ adults: 2, ages: [] });
  const [agesShown, setAgesShown] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const guests = party.adults + party.ages.length;
  /** The children's ages, or null (and the missing ones marked) while one is not chosen. */
  const childAges = (): number[] | null => {
    if (!party.ages.includes(null)) return party.ages as number[];
    setAgesShown(true);
    return null;
  };

  async function findRooms() {
    const ages = childAges();
    if (!ages) return;
    const params = new URLSearchParams({ q, checkIn: v.checkIn, checkOut: v.checkOut, guests: String(guests), ages: ages.join(",") });
    if (clientId) params.set("clientId", clientId);
    const res = await sendJson<CatalogueRoom[]>("GET", `/api/agent/catalogue?${params}`);
    setErrors(fieldErrors(res.body));
    const list = res.ok ? (res.body?.data ?? []) : [];
    setRooms(res.ok ? list : null);
    setRoom(list[0] ? `${list[0].propertyId}:${list[0].roomTypeId}` : "");
  }
  // What the rooms were found for has changed: their availability and price no longer hold.
  const forget = () => {
    setRooms(null);
    setRoom("");
  };
  const setStay = (change: Partial<typeof v>) => {
    // From the state as it is now, not as this render saw it: two fields changed before a render must both stay.
    setV((current) => ({ ...current, ...change }));
    if ("checkIn" in change || "checkOut" in change) forget();
  };
  const setWho = (next: QuotePartyValue) => {
    setParty(next);
    forget();
  };

  /** The room as the next item of the client's itinerary (a new one if none is open), priced the same way. */
  async function addToItinerary() {
    const ages = childAges();
    if (!ages) return;
    const [propertyId, roomTypeId] = room.split(":").map(Number);
    setBusy(true);
    const res = await sendJson<{ items: unknown[]; totalMinor: number; currency: string }>("POST", "/api/agent/itineraries/items", {
      clientId: Number(clientId) || 0,
      markupPercent: Number(v.markupPercent),
      validDays: Number(v.validDays),
      item: { type: "stay", propertyId: propertyId || 0, roomTypeId: roomTypeId || 0, checkIn: v.checkIn, checkOut: v.checkOut, guests, childAges: ages },
    });
    setBusy(false);
    // The item's reasons name item.checkIn …: shown on the same fields as a quote's.
    setErrors(Object.fromEntries(Object.entries(fieldErrors(res.body)).map(([k, m]) => [k.replace(/^item\./, ""), m])));
    const data = res.ok ? res.body?.data : null;
    added(data ? { ok: true, data } : { ok: false, message: res.body?.message ?? null });
  }

  /** What adding an item (a room, an activity) to the itinerary came to: its new count and total, or why not. */
  function added(answer: { ok: true; data: { items: unknown[]; totalMinor: number; currency: string } } | { ok: false; message: string | null }) {
    setStatus(
      answer.ok
        ? {
            tone: "success",
            text: t("itineraryAdded", {
              name: clients.find((c) => String(c.id) === clientId)?.name ?? "",
              count: answer.data.items.length,
              amount: formatMoney(answer.data.totalMinor, answer.data.currency, locale),
            }),
          }
        : { tone: "error", text: answer.message ?? t("failed") },
    );
    if (answer.ok) router.refresh();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ages = childAges();
    if (!ages) return;
    const [propertyId, roomTypeId] = room.split(":").map(Number);
    setBusy(true);
    const res = await sendJson("POST", "/api/agent/quotes", {
      clientId: Number(clientId) || 0,
      propertyId: propertyId || 0,
      roomTypeId: roomTypeId || 0,
      checkIn: v.checkIn,
      checkOut: v.checkOut,
      guests,
      childAges: ages,
      markupPercent: Number(v.markupPercent),
      validDays: Number(v.validDays),
    });
    setBusy(false);
    setErrors(fieldErrors(res.body));
    setStatus(res.ok ? { tone: "success", text: t("quoteSaved") } : { tone: "error", text: res.body?.message ?? t("failed") });
    if (res.ok) router.refresh();
  }

  return (
    <form onSubmit={submit} noValidate className={`${cardClass} space-y-4`} data-testid="quote-builder">
      <h2 className="text-lg font-semibold">{t("buildQuote")}</h2>
      <FormAlert message={status?.text} tone={status?.tone} testId="quote-builder-status" />
      <Field id={`${id}-client`} label={t("client")} error={errors.clientId}>
        <Select
          id={`${id}-client`}
          value={clientId}
          onChange={(x) => {
            setClientId(x);
            forget();
          }}
          testId="quote-client"
          placeholder={t("chooseClient")}
          options={clients.map((c) => ({ value: String(c.id), label: c.name }))}
          error={errors.clientId}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-in`} label={t("checkIn")} error={errors.checkIn}>
          <TextInput id={`${id}-in`} type="date" value={v.checkIn} onChange={(x) => setStay({ checkIn: x })} error={errors.checkIn} testId="quote-check-in" />
        </Field>
        <Field id={`${id}-out`} label={t("checkOut")} error={errors.checkOut}>
          <TextInput
            id={`${id}-out`}
            type="date"
            value={v.checkOut}
            onChange={(x) => setStay({ checkOut: x })}
            error={errors.checkOut}
            testId="quote-check-out"
          />
        </Field>
      </div>
      <QuoteParty value={party} onChange={setWho} agesShown={agesShown} error={errors.childAges ?? errors.guests} />
      <FinderSearch id={`${id}-q`} label={t("findRoom")} value={q} onChange={setQ} onSearch={findRooms} testId="quote-room-search" />
      {rooms !== null ? (
        rooms.length === 0 ? (
          <p className="text-sm text-slate-600" data-testid="quote-rooms-empty">
            {t("noRoomsForDates")}
          </p>
        ) : (
          <Field id={`${id}-room`} label={t("room")} error={errors.roomTypeId ?? errors.propertyId}>
            <Select
              id={`${id}-room`}
              value={room}
              onChange={setRoom}
              testId="quote-room"
              options={rooms.map((r) => ({
                value: `${r.propertyId}:${r.roomTypeId}`,
                label: [
                  `${r.propertyName} (${r.city})`,
                  catalogueName(roomNames, r.roomName),
                  t("stayPrice", { amount: formatMoney(r.shownTotalMinor, r.shownCurrency, locale), nights: r.nights }),
                  t("roomsLeft", { count: r.available }),
                ].join(partSeparator(locale)),
              }))}
            />
          </Field>
        )
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-markup`} label={t("markup")} error={errors.markupPercent}>
          <TextInput
            id={`${id}-markup`}
            type="number"
            min={0}
            max={50}
            step="0.5"
            value={v.markupPercent}
            onChange={(x) => setV((current) => ({ ...current, markupPercent: x }))}
            error={errors.markupPercent}
            testId="quote-markup"
          />
        </Field>
        <Field id={`${id}-days`} label={t("validDays")} error={errors.validDays}>
          <TextInput
            id={`${id}-days`}
            type="number"
            min={1}
            max={30}
            value={v.validDays}
            onChange={(x) => setV((current) => ({ ...current, validDays: x }))}
            error={errors.validDays}
            testId="quote-valid-days"
          />
        </Field>
      </div>
      <QuoteActivity
        builder={{ clientId, guests, markupPercent: v.markupPercent, validDays: v.validDays }}
        defaultDay={defaultDates.checkIn}
        onAnswer={added}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:w-auto`} data-testid="quote-save">
          {busy ? <Spinner /> : null}
          {t("saveQuote")}
        </button>
        <button type="button" disabled={busy} onClick={addToItinerary} className={secondaryButtonClass} data-testid="quote-add-to-itinerary">
          {t("addToItinerary")}
        </button>
      </div>
    </form>
  );
}
