import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import arMessages from "@/messages/ar-SA.json";
import enMessages from "@/messages/en-US.json";
import frMessages from "@/messages/fr-FR.json";
import { CALENDAR_KINDS, calendarKeys, type CalendarKind } from "@/components/search/calendar-kinds";
import { DateRangeField } from "@/components/search/date-range-field";
import { calendarTranslator, dateRangeTexts } from "@/components/search/date-range-texts";

// SPEC §9: "Minimum check-in date = today plus the configured minCheckinDays; the week starts on Sunday unless configured."
const CATALOGUES = { "en-US": enMessages, "fr-FR": frMessages, "ar-SA": arMessages } as const;

function renderField(locale: keyof typeof CATALOGUES, weekStart: number) {
  const messages = CATALOGUES[locale];
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <form data-testid="form">
        <DateRangeField
          labels={{ from: messages.Search.checkIn, to: messages.Search.checkOut }}
          from="2026-12-04"
          to="2026-12-06"
          rules={{ minDate: "2026-12-03", maxNights: 30 }}
          weekStart={weekStart}
          messages={messages.DatePicker}
        />
      </form>
    </NextIntlClientProvider>,
  );
}

async function openCalendar() {
  await userEvent.click(screen.getByTestId("dates-button"));
  return screen.findByTestId("calendar-dialog");
}

const day = (dialog: HTMLElement, iso: string) => within(dialog.querySelector<HTMLElement>(`[data-day="${iso}"]`)!).getByRole("button");

/** The first column's weekday (the header row is hidden from the accessibility tree; each cell carries the day's name). */
const firstWeekday = (dialog: HTMLElement) => dialog.querySelector(".rdp-weekday");

describe("the stay calendar — SPEC §9", () => {
  it("'the week starts on Sunday unless configured': Sunday first by default, the organisation's day otherwise, named in the language", async () => {
    renderField("en-US", 0);
    const dialog = await openCalendar();
    expect(firstWeekday(dialog)).toHaveAttribute("aria-label", "Sunday");
  });

  it("starts a French organisation's week on Monday (lundi) and names the month in French", async () => {
    renderField("fr-FR", 1);
    const dialog = await openCalendar();
    expect(firstWeekday(dialog)).toHaveAttribute("aria-label", "lundi");
    expect(within(dialog).getByText("décembre 2026")).toBeInTheDocument();
  });

  it("'Minimum check-in date = today plus the configured minCheckinDays': earlier days cannot be picked", async () => {
    renderField("en-US", 0);
    const dialog = await openCalendar();
    expect(day(dialog, "2026-12-02")).toBeDisabled();
    expect(day(dialog, "2026-12-03")).toBeEnabled();
    expect(within(dialog).getByTestId("calendar-earliest")).toHaveTextContent("Earliest check-in: Thursday, December 3, 2026");
  });

  it("submits the chosen stay under the search's field names", async () => {
    renderField("en-US", 0);
    const dialog = await openCalendar();
    await userEvent.click(day(dialog, "2026-12-10"));
    await userEvent.click(day(dialog, "2026-12-13"));
    expect(within(dialog).getByTestId("calendar-summary")).toHaveTextContent("3 nights");
    await userEvent.click(within(dialog).getByTestId("calendar-done"));
    const form = new FormData(screen.getByTestId("form") as HTMLFormElement);
    expect(Object.fromEntries(form)).toEqual({ checkin: "2026-12-10", checkout: "2026-12-13" });
    expect(screen.getByTestId("dates-value")).toHaveTextContent("Thu, Dec 10 — Sun, Dec 13 3 nights");
  });

  it("runs right to left in Arabic, with Arabic month names", async () => {
    renderField("ar-SA", 6);
    const dialog = await openCalendar();
    expect(dialog.querySelector(".rdp-root")).toHaveAttribute("dir", "rtl");
    expect(firstWeekday(dialog)).toHaveAttribute("aria-label", "السبت");
    expect(within(dialog).getAllByText(/ديسمبر/).length).toBeGreaterThan(0);
  });
});

/** The texts a server component sends a calendar of this kind (calendar-messages.ts). */
const textsOf = (locale: keyof typeof CATALOGUES, kind: CalendarKind) =>
  Object.fromEntries(calendarKeys(kind).map((k) => [k, (CATALOGUES[locale].DatePicker as Record<string, string>)[k]!]));

describe("the flight, car and transfer calendars — SPEC §9", () => {
  it("every kind of calendar finds each of its texts in every catalogue", () => {
    for (const kind of Object.keys(CALENDAR_KINDS) as CalendarKind[])
      for (const locale of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[])
        expect(Object.values(textsOf(locale, kind)).every((text) => typeof text === "string" && text.length > 0)).toBe(true);
  });

  it("a one-way flight or a transfer takes one day and submits it alone under the form's field name", async () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={{}}>
        <form data-testid="form">
          <DateRangeField
            mode="single"
            kind="transfer"
            names={{ from: "date" }}
            labels={{ from: "Date" }}
            from="2026-12-04"
            rules={{ minDate: "2026-12-03", maxDate: "2027-12-03" }}
            weekStart={1}
            messages={textsOf("en-US", "transfer")}
          />
        </form>
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId("dates-button")).toHaveAccessibleName("Date Fri, Dec 4");
    const dialog = await openCalendar();
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Choose your pick-up date");
    expect(within(dialog).getByTestId("calendar-earliest")).toHaveTextContent("Earliest pick-up: Thursday, December 3, 2026");
    expect(firstWeekday(dialog)).toHaveAttribute("aria-label", "Monday");
    expect(day(dialog, "2026-12-02")).toBeDisabled();
    await userEvent.click(day(dialog, "2026-12-10"));
    await userEvent.click(day(dialog, "2026-12-12"));
    expect(within(dialog).getByTestId("calendar-summary")).toHaveTextContent(/^Sat, Dec 12$/);
    await userEvent.click(within(dialog).getByTestId("calendar-done"));
    expect([...new FormData(screen.getByTestId("form") as HTMLFormElement)]).toEqual([["date", "2026-12-12"]]);
    expect(screen.getByTestId("dates-value")).toHaveTextContent(/^Sat, Dec 12$/);
  });

  it("a round trip may come back the day it leaves, asks for the return second, and counts no nights", async () => {
    const changes: unknown[] = [];
    render(
      <NextIntlClientProvider locale="en-US" messages={{}}>
        <form data-testid="form">
          <DateRangeField
            kind="flight"
            names={{ from: "depart", to: "return" }}
            labels={{ from: "Depart", to: "Return" }}
            from="2026-12-04"
            to="2026-12-11"
            rules={{ minDate: "2026-12-03", maxDate: "2027-11-28", minNights: 0 }}
            weekStart={0}
            messages={textsOf("en-US", "flight")}
            onChange={(range) => changes.push(range)}
          />
        </form>
      </NextIntlClientProvider>,
    );
    const dialog = await openCalendar();
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Choose your departure date");
    expect(within(dialog).getByTestId("calendar-earliest")).toHaveTextContent("Earliest departure: Thursday, December 3, 2026");
    await userEvent.click(day(dialog, "2026-12-20"));
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Choose your return date");
    await userEvent.click(day(dialog, "2026-12-20"));
    await userEvent.click(within(dialog).getByTestId("calendar-done"));
    expect(Object.fromEntries(new FormData(screen.getByTestId("form") as HTMLFormElement))).toEqual({ depart: "2026-12-20", return: "2026-12-20" });
    expect(screen.getByTestId("dates-value")).toHaveTextContent(/^Sun, Dec 20 — Sun, Dec 20$/);
    expect(changes).toEqual([{ from: "2026-12-20", to: "2026-12-20" }]);
  });

  it("a car's pick-up and drop-off read as such in Arabic, right to left, the week from Saturday", async () => {
    render(
      <NextIntlClientProvider locale="ar-SA" messages={{}}>
        <DateRangeField
          kind="rental"
          names={{ from: "pickupDate", to: "dropoffDate" }}
          labels={{ from: arMessages.Cars.form.pickupDate, to: arMessages.Cars.form.dropoffDate }}
          from="2026-12-04"
          to="2026-12-07"
          rules={{ minDate: "2026-12-03", minNights: 0, maxNights: 60 }}
          weekStart={6}
          messages={textsOf("ar-SA", "rental")}
        />
      </NextIntlClientProvider>,
    );
    const dialog = await openCalendar();
    expect(dialog.querySelector(".rdp-root")).toHaveAttribute("dir", "rtl");
    expect(firstWeekday(dialog)).toHaveAttribute("aria-label", "السبت");
    expect(within(dialog).getByRole("heading")).toHaveTextContent(arMessages.DatePicker.choosePickUp);
    await userEvent.click(day(dialog, "2026-12-05"));
    expect(within(dialog).getByRole("heading")).toHaveTextContent(arMessages.DatePicker.chooseDropOff);
  });

  it("shows a day from a mistyped link as it came, and opens the calendar on the first bookable day", async () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={{}}>
        <DateRangeField
          mode="single"
          kind="transfer"
          names={{ from: "date" }}
          labels={{ from: "Date" }}
          from="tomorrow"
          rules={{ minDate: "2026-12-03" }}
          weekStart={0}
          messages={textsOf("en-US", "transfer")}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId("dates-value")).toHaveTextContent("tomorrow");
    const dialog = await openCalendar();
    expect(within(dialog).getByTestId("calendar-done")).toBeDisabled();
    expect(within(dialog).getAllByText("December 2026").length).toBeGreaterThan(0);
  });
});

describe("the dates button's texts formatted on the server", () => {
  const stay = (locale: keyof typeof CATALOGUES, from: string, to: string) =>
    dateRangeTexts({ locale, t: calendarTranslator(locale, CATALOGUES[locale].DatePicker), from, to, single: false, countNights: true });

  it("are what the browser would write itself, in English and in Arabic", () => {
    expect(stay("en-US", "2026-12-04", "2026-12-06")).toEqual({ from: "Fri, Dec 4", to: "Sun, Dec 6", nights: "2 nights" });
    const ar = stay("ar-SA", "2026-12-04", "2026-12-06");
    expect(ar.from).toMatch(/ديسمبر/);
    expect(ar.nights).toBe("ليلتان");
  });

  it("leave the translator alone when no nights are counted", () => {
    const t = jest.fn(calendarTranslator("en-US", enMessages.DatePicker));
    expect(dateRangeTexts({ locale: "en-US", t, from: "2026-12-04", to: "2026-12-11", single: false, countNights: false })).toEqual({
      from: "Fri, Dec 4",
      to: "Fri, Dec 11",
      nights: undefined,
    });
    expect(dateRangeTexts({ locale: "en-US", t, from: "2026-12-04", single: true, countNights: true })).toEqual({ from: "Fri, Dec 4" });
    expect(t).not.toHaveBeenCalled();
  });

  it("are shown as given for the days the field opens with, and the field's own once other days are picked", async () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={{}}>
        <DateRangeField
          labels={{ from: "Check-in", to: "Check-out" }}
          from="2026-12-04"
          to="2026-12-06"
          rules={{ minDate: "2026-12-03", maxNights: 30 }}
          weekStart={0}
          messages={enMessages.DatePicker}
          texts={{ from: "server from", to: "server to", nights: "server nights" }}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId("dates-value")).toHaveTextContent("server from — server to server nights");
    const dialog = await openCalendar();
    await userEvent.click(day(dialog, "2026-12-10"));
    await userEvent.click(day(dialog, "2026-12-13"));
    await userEvent.click(within(dialog).getByTestId("calendar-done"));
    expect(screen.getByTestId("dates-value")).toHaveTextContent("Thu, Dec 10 — Sun, Dec 13 3 nights");
  });
});
