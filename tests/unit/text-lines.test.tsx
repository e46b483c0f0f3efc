jest.mock("next-intl/server", () => ({ getLocale: jest.fn(async () => "ar-SA") }));
jest.mock("@/lib/http/page-context", () => ({ getRequestContext: jest.fn() }));
jest.mock("@/lib/locale/display-money", () => ({ moneyFormatter: jest.fn() }));

import { render, screen } from "@testing-library/react";
import { TextLines } from "@/components/ui/text-lines";
import { readerFormats } from "@/components/ui/reader-formats";
import { formatCalendarDay, formatCalendarDays } from "@/lib/locale/format";
import { formatClock, formatCount } from "@/lib/locale/numbers";
import { partSeparator } from "@/lib/locale/part-separator";

describe("TextLines — an offer's facts as lines, the kit's look per tone", () => {
  it("draws each line as a paragraph in its tone, with its test id, attributes and direction; empty ones left out", () => {
    const { container } = render(
      <div>
        <TextLines
          lines={[
            { text: "Caribbean line", testId: "line" },
            false,
            { text: "Miami → Nassau", tone: "strong", testId: "route", ltr: true, data: { "data-minutes": 40 } },
            null,
            { text: "Free cancellation", tone: "free" },
          ]}
        />
      </div>,
    );
    const lines = container.querySelectorAll("div > p");
    expect([...lines].map((p) => p.textContent)).toEqual(["Caribbean line", "Miami → Nassau", "Free cancellation"]);
    expect(screen.getByTestId("line")).toHaveClass("text-sm", "text-slate-600");
    expect(screen.getByTestId("route")).toHaveAttribute("dir", "ltr");
    expect(screen.getByTestId("route")).toHaveAttribute("data-minutes", "40");
    expect(lines[2]).toHaveClass("font-semibold", "text-emerald-700");
  });

  it("as a list: the list's own class and test id, items unstyled unless given a tone", () => {
    render(
      <TextLines
        list={{ className: "space-y-1", testId: "terms" }}
        lines={[
          { text: "Unlimited mileage", testId: "mileage" },
          { text: "Young driver", tone: "charge" },
        ]}
      />,
    );
    const list = screen.getByTestId("terms");
    expect(list.tagName).toBe("UL");
    expect(list).toHaveClass("space-y-1");
    expect(screen.getByTestId("mileage").tagName).toBe("LI");
    expect(screen.getByTestId("mileage").className).toBe("");
    expect(list.querySelectorAll("li")[1]).toHaveClass("text-amber-800");
  });
});

describe("readerFormats — how the reader's language writes a product's parts", () => {
  it("writes days, clock times, counts and a line's parts as the locale helpers do, for the request's language", async () => {
    const f = await readerFormats();
    expect(f.locale).toBe("ar-SA");
    expect(f.day("2026-12-19")).toBe(formatCalendarDay("2026-12-19", "ar-SA"));
    expect(f.days("2026-12-19", "2026-12-26")).toBe(formatCalendarDays("2026-12-19", "2026-12-26", "ar-SA"));
    expect(f.clock("10:30")).toBe(formatClock("10:30", "ar-SA"));
    expect(f.count(12)).toBe(formatCount(12, "ar-SA"));
    expect(f.join(["A", false, "", "B", null])).toBe(`A${partSeparator("ar-SA")}B`);
  });

  it("a month in full with its year, in the locale given", async () => {
    expect((await readerFormats("en-US")).month("2027-03")).toBe("March 2027");
  });
});
