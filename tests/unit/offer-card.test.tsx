import { render, screen } from "@testing-library/react";
import { OfferCard } from "@/components/ui/offer-card";

describe("OfferCard's title — a card's name drawn by the kit", () => {
  it("a sailing's: the cruise line over it, its name a link to its own page with the link's test id", () => {
    render(
      <ul>
        <OfferCard
          data={{ "data-testid": "sailing-card" }}
          price={<p>$900</p>}
          title={{ text: "7 nights on Wonder", href: "/cruises/S1", testId: "sailing-link", eyebrow: { text: "Royal Line", testId: "sailing-line" } }}
        >
          <p>Miami → Nassau</p>
        </OfferCard>
      </ul>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "7 nights on Wonder" });
    expect(screen.getByTestId("sailing-link")).toHaveAttribute("href", "/cruises/S1");
    expect(heading).toContainElement(screen.getByTestId("sailing-link"));
    // The eyebrow, the heading, then the card's own facts, in that order.
    expect(screen.getByTestId("sailing-line").compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(screen.getByText("Miami → Nassau")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("without a link: the heading at its level carries the test id", () => {
    render(
      <ul>
        <OfferCard data={{ "data-testid": "cabin" }} price={null} title={{ text: "Balcony", level: "h3", testId: "cabin-name" }}>
          <p>Sleeps 4</p>
        </OfferCard>
      </ul>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Balcony" })).toHaveAttribute("data-testid", "cabin-name");
  });
});
