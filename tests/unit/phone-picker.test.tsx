import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import messages from "@/messages/en-US.json";
import countriesJson from "@/prisma/data/countries.json";
import { PICKER_LEAVE_CLOSE_MS, PICKER_SELECT_CLOSE_MS, PhonePicker, filterCountries, phoneDigits, type CountryOption } from "@/components/auth/phone-picker";

const COUNTRIES: CountryOption[] = countriesJson.map(({ countryId, countryCode, countryName, countryFlag, isdCode }) => ({
  countryId,
  countryCode,
  countryName,
  countryFlag,
  isdCode,
}));

function Harness({ initialCode = "US", error, onCountry }: { initialCode?: string; error?: string; onCountry?: (c: CountryOption) => void }) {
  const [code, setCode] = useState(initialCode);
  const [number, setNumber] = useState("");
  return (
    <PhonePicker
      countries={COUNTRIES}
      countryCode={code}
      onCountryChange={(c) => {
        onCountry?.(c);
        setCode(c.countryCode);
      }}
      number={number}
      onNumberChange={setNumber}
      label="Cell phone"
      error={error}
      id="cell"
    />
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <Harness {...props} />
    </NextIntlClientProvider>,
  );
}

const button = () => screen.getByTestId("phone-picker-button");
const panel = () => screen.getByTestId("phone-picker-panel");
const isOpen = () => button().getAttribute("aria-expanded") === "true";
const codes = (list: CountryOption[]) => list.map((c) => c.countryCode);

describe("filterCountries — Shared country-code phone picker", () => {
  it("matches the country name case-insensitively anywhere in the name", () => {
    expect(codes(filterCountries(COUNTRIES, "GERMANY"))).toEqual(["DE"]);
    const land = codes(filterCountries(COUNTRIES, "land"));
    expect(land).toEqual(expect.arrayContaining(["FI", "IS", "IE", "NZ", "PL", "CH", "TH", "NL"]));
    expect(land).not.toContain("DE");
  });

  it("matches the dial code when the query starts with + or a digit", () => {
    expect(codes(filterCountries(COUNTRIES, "+44"))).toEqual(expect.arrayContaining(["GB", "GG", "JE", "IM"]));
    expect(codes(filterCountries(COUNTRIES, "+44"))).toHaveLength(4);
    expect(codes(filterCountries(COUNTRIES, "1-868"))).toEqual(["TT", "TTO", "TTD"]);
    expect(codes(filterCountries(COUNTRIES, "+1868"))).toEqual(["TT", "TTO", "TTD"]);
    expect(codes(filterCountries(COUNTRIES, "+1"))).toEqual(expect.arrayContaining(["US", "CA", "TT", "JM"]));
    // a name query never matches dial codes
    expect(filterCountries(COUNTRIES, "x44")).toEqual([]);
  });

  it("returns everything for an empty query and nothing when no name or code matches", () => {
    expect(filterCountries(COUNTRIES, "  ")).toHaveLength(COUNTRIES.length);
    expect(filterCountries(COUNTRIES, "zzqx")).toEqual([]);
  });
});

describe("phoneDigits — phone number digits only, max length 15", () => {
  it("keeps digits only and at most 15 of them", () => {
    expect(phoneDigits("+1 (555) abc-1234")).toBe("15551234");
    expect(phoneDigits("12345678901234567890")).toBe("123456789012345");
  });
});

describe("PhonePicker — Shared country-code phone picker", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("shows the selected flag and dial code on a labelled button that opens a searchable list", async () => {
    const user = userEvent.setup();
    renderPicker();
    const b = button();
    expect(b).toHaveAttribute("aria-haspopup", "listbox");
    expect(b).toHaveAttribute("aria-expanded", "false");
    expect(b).toHaveAccessibleName("Choose country code: United States +1");
    expect(b.querySelector("img")).toHaveAttribute("src", "/flags/us.svg");
    expect(screen.getByTestId("phone-picker")).toHaveAccessibleName("Cell phone");

    await user.click(b);
    expect(b).toHaveAttribute("aria-expanded", "true");
    const search = screen.getByTestId("phone-picker-search");
    expect(search).toHaveFocus();
    expect(search).toHaveAccessibleName("Search country or code");
    const listbox = screen.getByRole("listbox");
    expect(within(listbox).getAllByRole("option")).toHaveLength(COUNTRIES.length);
    expect(screen.getByTestId("phone-option-US")).toHaveAttribute("aria-selected", "true");
  });

  it("filters the list by name and by dial code", async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(button());
    const search = screen.getByTestId("phone-picker-search");
    await user.type(search, "united");
    expect(screen.getAllByRole("option").map((o) => o.dataset.testid)).toEqual(
      expect.arrayContaining(["phone-option-GB", "phone-option-US", "phone-option-AE"]),
    );
    await user.clear(search);
    await user.type(search, "+47");
    expect(screen.getAllByRole("option").map((o) => o.dataset.testid)).toEqual(["phone-option-BV", "phone-option-NO", "phone-option-SJ"]);
  });

  it("Phone picker: Shows 'NO RESULT FOUND!' when a search has no match.", async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(button());
    await user.type(screen.getByTestId("phone-picker-search"), "Atlantis");
    expect(screen.getByText("NO RESULT FOUND!")).toBeInTheDocument();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("lists Trinidad and Tobago three times (TT, TTO, TTD) as distinct options", async () => {
    const user = userEvent.setup();
    const onCountry = jest.fn();
    renderPicker({ onCountry });
    await user.click(button());
    await user.type(screen.getByTestId("phone-picker-search"), "trinidad");
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.dataset.testid)).toEqual(["phone-option-TT", "phone-option-TTO", "phone-option-TTD"]);
    expect(new Set(options.map((o) => o.id)).size).toBe(3);
    await user.click(screen.getByTestId("phone-option-TTO"));
    expect(onCountry).toHaveBeenLastCalledWith(expect.objectContaining({ countryId: 250, countryCode: "TTO", isdCode: "+1-868" }));
    expect(screen.getByTestId("phone-option-TTO")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("phone-option-TT")).toHaveAttribute("aria-selected", "false");
  });

  it("It closes after delays of 200 ms — after choosing a country: still open at 199 ms, closed at 200 ms", () => {
    jest.useFakeTimers();
    const onCountry = jest.fn();
    renderPicker({ onCountry });
    fireEvent.click(button());
    fireEvent.change(screen.getByTestId("phone-picker-search"), { target: { value: "france" } });
    fireEvent.click(screen.getByTestId("phone-option-FR"));
    expect(onCountry).toHaveBeenCalledWith(expect.objectContaining({ countryCode: "FR", isdCode: "+33" }));
    act(() => jest.advanceTimersByTime(PICKER_SELECT_CLOSE_MS - 1));
    expect(isOpen()).toBe(true);
    expect(screen.getByTestId("phone-option-FR")).toHaveAttribute("aria-selected", "true");
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
    expect(screen.queryByTestId("phone-picker-panel")).not.toBeInTheDocument();
    expect(button()).toHaveTextContent("+33");
    expect(button()).toHaveFocus();
    expect(PICKER_SELECT_CLOSE_MS).toBe(200);
  });

  it("It closes after delays of … 2000 ms — when the pointer leaves the open panel", () => {
    jest.useFakeTimers();
    renderPicker();
    fireEvent.click(button());
    fireEvent.pointerLeave(panel());
    act(() => jest.advanceTimersByTime(PICKER_LEAVE_CLOSE_MS - 1));
    expect(isOpen()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
    expect(PICKER_LEAVE_CLOSE_MS).toBe(2000);
  });

  it("It closes after delays of … 2000 ms — unless the pointer comes back first (timer cancelled)", () => {
    jest.useFakeTimers();
    renderPicker();
    fireEvent.click(button());
    fireEvent.pointerLeave(panel());
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.pointerEnter(panel());
    act(() => jest.advanceTimersByTime(5000));
    expect(isOpen()).toBe(true);
    // leaving again starts a fresh 2000 ms
    fireEvent.pointerLeave(panel());
    act(() => jest.advanceTimersByTime(1999));
    expect(isOpen()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
  });

  it("It closes after delays of … 2000 ms — when focus leaves the panel, unless it returns", () => {
    jest.useFakeTimers();
    renderPicker();
    fireEvent.click(button());
    const search = screen.getByTestId("phone-picker-search");
    const number = screen.getByTestId("phone-number");
    act(() => number.focus());
    act(() => jest.advanceTimersByTime(1000));
    act(() => search.focus());
    act(() => jest.advanceTimersByTime(3000));
    expect(isOpen()).toBe(true);
    act(() => number.focus());
    act(() => jest.advanceTimersByTime(PICKER_LEAVE_CLOSE_MS - 1));
    expect(isOpen()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
    expect(number).toHaveFocus();
  });

  it("Escape closes at once and returns focus to the button", async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(button());
    expect(screen.getByTestId("phone-picker-search")).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(isOpen()).toBe(false);
    expect(button()).toHaveFocus();
  });

  it("moves with the arrow keys and selects with Enter", async () => {
    const user = userEvent.setup();
    const onCountry = jest.fn();
    renderPicker({ onCountry });
    await user.click(button());
    const search = screen.getByTestId("phone-picker-search");
    await user.type(search, "+44");
    expect(search).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[0]!.id);
    await user.keyboard("{ArrowDown}");
    const second = screen.getAllByRole("option")[1]!;
    expect(search).toHaveAttribute("aria-activedescendant", second.id);
    await user.keyboard("{Enter}");
    expect(onCountry).toHaveBeenCalledWith(expect.objectContaining({ countryCode: second.dataset.testid!.replace("phone-option-", "") }));
  });

  it("phone number digits only, max length 15: typing '+1 (555) abc-1234' yields '15551234'", async () => {
    const user = userEvent.setup();
    renderPicker();
    const input = screen.getByTestId("phone-number");
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAttribute("maxlength", "15");
    expect(input).toHaveAttribute("autocomplete", "tel-national");
    expect(input).toHaveAccessibleName("Cell phone");
    await user.type(input, "+1 (555) abc-1234");
    expect(input).toHaveValue("15551234");
    await user.type(input, "99999999999");
    expect(input).toHaveValue("155512349999999");
  });

  it("phone number digits only, max length 15: pasted text keeps its digits, up to 15", async () => {
    const user = userEvent.setup();
    renderPicker();
    const input = screen.getByTestId("phone-number");
    await user.click(input);
    await user.paste("+44 (0) 20-7946 0958 ext 12345");
    expect(input).toHaveValue("440207946095812");
  });

  it("shows the error below with role alert, linked via aria-describedby", () => {
    renderPicker({ error: "Enter a phone number" });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Enter a phone number");
    expect(screen.getByTestId("phone-number")).toHaveAccessibleDescription("Enter a phone number");
    expect(screen.getByTestId("phone-number")).toHaveAttribute("aria-invalid", "true");
  });
});
