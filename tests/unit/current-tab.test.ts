import { currentTab } from "@/lib/nav/current-tab";
import { productNavigation } from "@/lib/nav/products";

jest.mock("@/lib/env", () => ({ env: () => ({}) }));

/** Issue #51: "the menu lighting only the tab the visitor chose (Weeks keeps the spec's /resorts path)". */
describe("the product menu lights only the tab the visitor chose", () => {
  const links = productNavigation(["hotel", "resorts", "weeks", "activities"], { orgId: 1, locale: "en-US" });
  const at = (url: string) => {
    const u = new URL(url, "http://site");
    return currentTab(links, u.pathname, u.searchParams);
  };

  it("Weeks, chosen, is the only current tab on its /resorts page", () => {
    expect(at(links.find((l) => l.id === "weeks")!.href)).toBe("weeks");
  });
  it("Resorts, chosen, is the only current tab on /resorts (Weeks is not)", () => {
    expect(at("/resorts")).toBe("resorts");
    expect(at("/resorts?lang=fr-FR")).toBe("resorts");
  });
  it("any other product's page lights its own tab, and a page of no product lights none", () => {
    expect(at("/activities")).toBe("activities");
    expect(at("/hotel?lang=ar-SA")).toBe("hotel");
    expect(at("/user/my-trips")).toBeUndefined();
  });
  it("an organisation offering Weeks without Resorts lights Weeks on /resorts?product=weeks", () => {
    const weeksOnly = productNavigation(["weeks"], { orgId: 1, locale: "en-US" });
    expect(currentTab(weeksOnly, "/resorts", new URLSearchParams("product=weeks"))).toBe("weeks");
  });
});
