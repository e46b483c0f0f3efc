import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import messages from "@/messages/en-US.json";
import nationalitiesJson from "@/prisma/data/nationalities.json";
import { NationalityTypeahead, defaultNationalityId, filterByPrefix, type NationalityOption } from "@/components/auth/nationality-typeahead";

// jsdom has no ResizeObserver; Headless UI's Combobox watches the input with one while the list is open.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const ALL: NationalityOption[] = nationalitiesJson;
const SAMPLE: NationalityOption[] = [
  { nationalityId: 1, nationalityName: "American", nationalityCode: "US" },
  { nationalityId: 2, nationalityName: "Afghan", nationalityCode: "AF" },
  { nationalityId: 3, nationalityName: "Panamanian", nationalityCode: "PA" },
  { nationalityId: 4, nationalityName: "British", nationalityCode: "GB" },
  { nationalityId: 5, nationalityName: "French", nationalityCode: "FR" },
];

function Harness({
  initial = null,
  list = SAMPLE,
  onPick,
  error,
}: {
  initial?: number | null;
  list?: NationalityOption[];
  onPick?: (id: number) => void;
  error?: string;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NationalityTypeahead
      nationalities={list}
      value={value}
      onChange={(id) => {
        onPick?.(id);
        setValue(id);
      }}
      label="Nationality"
      error={error}
    />
  );
}

function renderTypeahead(props: Parameters<typeof Harness>[0] = {}) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <Harness {...props} />
    </NextIntlClientProvider>,
  );
}

const optionIds = () => screen.queryAllByRole("option").map((o) => o.dataset.testid);

describe("filterByPrefix — nationality type-ahead (prefix match on name)", () => {
  it("'am' matches American, not Panamanian", () => {
    expect(filterByPrefix(SAMPLE, "am").map((n) => n.nationalityName)).toEqual(["American"]);
    expect(filterByPrefix(SAMPLE, "AM").map((n) => n.nationalityName)).toEqual(["American"]);
  });

  it("on the real list every match starts with the query", () => {
    const names = filterByPrefix(ALL, "am").map((n) => n.nationalityName);
    expect(names).toEqual(["American", "American Samoan"]);
    expect(names).not.toContain("Panamanian");
    expect(names).not.toContain("Guamanian");
  });

  it("an empty query returns the whole list; no match returns nothing", () => {
    expect(filterByPrefix(SAMPLE, "")).toHaveLength(SAMPLE.length);
    expect(filterByPrefix(SAMPLE, "xyz")).toEqual([]);
  });
});

describe("defaultNationalityId — nationality defaults from the country, or the first/default entry", () => {
  it("uses the nationality whose code is the visitor's country code", () => {
    expect(defaultNationalityId(SAMPLE, "FR")).toBe(5);
    expect(defaultNationalityId(SAMPLE, "gb")).toBe(4);
    expect(defaultNationalityId(ALL, "US")).toBe(1);
  });

  it("falls back to the default entry (id 1) when the country has no nationality or is unknown", () => {
    expect(defaultNationalityId(SAMPLE, "ZZ")).toBe(1);
    expect(defaultNationalityId(SAMPLE, null)).toBe(1);
    expect(defaultNationalityId(SAMPLE)).toBe(1);
  });

  it("falls back to the first entry when there is no id 1, and to null for an empty list", () => {
    const noDefault = SAMPLE.filter((n) => n.nationalityId !== 1);
    expect(defaultNationalityId(noDefault, "ZZ")).toBe(2);
    expect(defaultNationalityId([], "US")).toBeNull();
  });
});

describe("NationalityTypeahead — nationality type-ahead (prefix match on name)", () => {
  it("shows the selected value's name", () => {
    renderTypeahead({ initial: 4 });
    expect(screen.getByTestId("nationality-input")).toHaveValue("British");
    expect(screen.getByTestId("nationality-input")).toHaveAccessibleName("Nationality");
  });

  it("typing 'am' lists American only, not Panamanian, and choosing it reports its id", async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderTypeahead({ onPick });
    const input = screen.getByTestId("nationality-input");
    await user.type(input, "am");
    expect(optionIds()).toEqual(["nationality-option-US"]);
    await user.click(screen.getByTestId("nationality-option-US"));
    expect(onPick).toHaveBeenCalledWith(1);
    expect(input).toHaveValue("American");
  });

  it("selects with the keyboard", async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderTypeahead({ onPick });
    await user.type(screen.getByTestId("nationality-input"), "fr");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenCalledWith(5);
    expect(screen.getByTestId("nationality-input")).toHaveValue("French");
  });

  it("shows 'NO RESULT FOUND!' when nothing starts with the text", async () => {
    const user = userEvent.setup();
    renderTypeahead();
    await user.type(screen.getByTestId("nationality-input"), "zz");
    expect(await screen.findByText("NO RESULT FOUND!")).toBeInTheDocument();
    expect(optionIds()).toEqual([]);
  });

  it("shows the error with role alert, linked via aria-describedby", () => {
    renderTypeahead({ error: "Choose a nationality" });
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a nationality");
    expect(screen.getByTestId("nationality-input")).toHaveAccessibleDescription("Choose a nationality");
  });

  it("entering a filled field selects its text, so typing replaces it ('Brit' is not 'BritishBrit')", async () => {
    const user = userEvent.setup();
    renderTypeahead({ initial: 4 });
    const input = screen.getByTestId<HTMLInputElement>("nationality-input");
    await user.click(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, "British".length]);
    await user.keyboard("Fre");
    expect(input).toHaveValue("Fre");
    expect(screen.getByTestId("nationality-option-FR")).toBeInTheDocument();
    expect(screen.queryByTestId("nationality-no-result")).toBeNull();
  });
});
