import { pageTitleKeys } from "@/lib/nav/page-titles";
import { LOCALES } from "@/lib/locale/locales";
import { loadMessages } from "@/i18n/messages";
import { pageRoutes } from "../support/routes";

type Tree = { [key: string]: unknown };
const lookUp = (tree: Tree, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe("page titles: every page names itself in the browser's tab", () => {
  it("every page but the home page has a title of its own", () => {
    const untitled = pageRoutes().filter((route) => route !== "/" && pageTitleKeys(route) === null);
    expect(untitled).toEqual([]);
    expect(pageTitleKeys("/")).toBeNull();
  });

  it("every title's messages exist in every language", async () => {
    const keys = new Set(pageRoutes().flatMap((route) => pageTitleKeys(route) ?? []));
    for (const locale of LOCALES) {
      const messages = (await loadMessages(locale)) as Tree;
      const missing = [...keys].filter((key) => typeof lookUp(messages, key) !== "string");
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it("a product's results and checkout say which product; a trip page and a sailing are named by their section", () => {
    expect(pageTitleKeys("/cars")).toEqual(["Nav.products.cars"]);
    // Weeks link to /resorts too; the page is the resorts page.
    expect(pageTitleKeys("/resorts")).toEqual(["Nav.products.resorts"]);
    expect(pageTitleKeys("/cars/results")).toEqual(["Pages.searchDetail", "Nav.products.cars"]);
    expect(pageTitleKeys("/transfers/checkout")).toEqual(["Checkout.title", "Nav.products.transfers"]);
    expect(pageTitleKeys("/packages/results")).toEqual(["Packages.results.title"]);
    expect(pageTitleKeys("/cruises/CAR-260601-07")).toEqual(["Nav.products.cruises"]);
    expect(pageTitleKeys("/user/my-trips/TS-ABCD1234")).toEqual(["Trip.title"]);
    expect(pageTitleKeys("/user/my-trips/")).toEqual(["Pages.myTrips"]);
  });

  it("an address that is no page keeps the site's own title", () => {
    expect(pageTitleKeys("/no-such-page")).toBeNull();
    expect(pageTitleKeys("/hotel/anything")).toBeNull();
    expect(pageTitleKeys("/cars/results/more")).toBeNull();
  });
});
