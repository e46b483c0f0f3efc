"use client";

import { Combobox } from "@/components/ui/combobox";
import { fetchData } from "@/components/ui/use-suggestions";

/** One suggestion: what the input shows once chosen, what the form sends, and a second line. */
export type PointOption = { value: string; label: string; detail: string };

type Point =
  { kind: "airport"; code: string; name: string; city: string; country: string } | { kind: "hotel"; slug: string; name: string; city: string; address: string };

const pointOption = (p: Point): PointOption =>
  p.kind === "airport"
    ? { value: p.code, label: `${p.city} (${p.code})`, detail: `${p.name}, ${p.country}` }
    : { value: p.slug, label: p.name, detail: `${p.address}, ${p.city}` };

type Props = {
  label: string;
  placeholder: string;
  /** GET /api/places/transfer-points kind. */
  kind: "airport" | "hotel";
  /** The airport the hotels must be near. */
  near?: string;
  selected: PointOption | null;
  text: string;
  onText(text: string): void;
  onSelect(option: PointOption | null): void;
  emptyText: string;
  testId: string;
};

/** An airport or hotel field whose options come from the server; what the visitor typed is kept as an address. */
export function PointCombobox({ label, placeholder, kind, near, selected, text, onText, onSelect, emptyText, testId }: Props) {
  const load = async (q: string, signal: AbortSignal) => {
    const params = new URLSearchParams({ kind, q, ...(near ? { near } : {}) });
    return (await fetchData<Point>(`/api/places/transfer-points?${params}`, signal)).map(pointOption);
  };
  return (
    <Combobox<PointOption>
      label={label}
      value={selected}
      onChange={onSelect}
      onType={onText}
      query={text}
      by="value"
      source={{ minChars: 2, delayMs: 200, key: `${kind}:${near ?? ""}`, load }}
      display={(o) => o?.label ?? text}
      optionKey={(o) => o.value}
      optionData={(o) => ({ "data-testid": `${testId}-option`, "data-value": o.value })}
      renderOption={(o) => (
        <span>
          <span className="block">{o.label}</span>
          <span className="block text-xs text-slate-600">{o.detail}</span>
        </span>
      )}
      noMatch={emptyText}
      immediate
      className="col-span-2"
      input={{ placeholder, maxLength: 120, "data-testid": `${testId}-input` }}
      testIds={{ field: testId, options: `${testId}-options` }}
    />
  );
}
