import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import en from "@/messages/en-US.json";
import ar from "@/messages/ar-SA.json";
import { TitleSelect } from "@/components/ui/title-select";

const inEnglish = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      {ui}
    </NextIntlClientProvider>,
  );
const options = (testId: string) => within(screen.getByTestId(testId)).getAllByRole("option");

describe("TitleSelect — the one title select of every form", () => {
  it("an adult's starts on 'Select title' (nothing chosen for them) and offers Mr, Ms, Mrs, Miss, Mx and No title", () => {
    inEnglish(<TitleSelect valueAs="code" name="title" testId="adult" />);
    expect(options("adult").map((o) => o.textContent)).toEqual(["Select title", "Mr", "Ms", "Mrs", "Miss", "Mx", "No title"]);
    expect(options("adult").map((o) => (o as HTMLOptionElement).value)).toEqual(["", "2", "4", "3", "1", "5", "0"]);
    expect(screen.getByTestId("adult")).toHaveValue("");
  });

  it("a child's never offers Mr, Ms or Mrs and starts on 'No title'", () => {
    inEnglish(<TitleSelect valueAs="key" name="t" age="child" testId="child" />);
    expect(options("child").map((o) => o.textContent)).toEqual(["No title", "Miss", "Mx"]);
    expect(screen.getByTestId("child")).toHaveValue("none");
  });

  it("words for the suppliers' schemas; a known title starts chosen; labels in the page's language", () => {
    render(
      <NextIntlClientProvider locale="ar-SA" messages={ar}>
        <TitleSelect valueAs="key" name="t" defaultValue="ms" testId="ar" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId("ar")).toHaveValue("ms");
    expect(options("ar")[0]).toHaveTextContent("اختر اللقب");
  });
});
