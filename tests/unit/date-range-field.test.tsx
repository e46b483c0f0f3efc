import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import arMessages from "@/messages/ar-SA.json";
import enMessages from "@/messages/en-US.json";
import frMessages from "@/messages/fr-FR.json";
import { DateRangeField } from "@/components/search/date-range-field";

// SPEC §9: "Minimum check-in date = today plus the configured minCheckinDays; the week starts on Sunday unless configured."
const CATALOGUES = { "en-US": enMessages, "fr-FR": frMessages, "ar-SA": arMessages } as const;

function renderField(locale: keyof typeof CATALOGUES, weekStart: number) {
  const messages = CATALOGUES[locale];
  render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <form data-testid="form">
        <DateRangeField
          labels={{ from: messages.Search.checkIn, to: messages.Search.checkOut }}
          checkIn="2026-12-04"
          checkOut="2026-12-06"
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
