import { directionOf, matchLocale, resolveLocale } from "@/lib/locale/locales";
import { resolveCurrency } from "@/lib/locale/currencies";

describe("language resolution", () => {
  it("SPEC §9 'Defaults: language en-US' — nothing given gives en-US", () => {
    expect(resolveLocale({})).toBe("en-US");
  });
  it("SPEC §2 'Query parameters read: lang' — ?lang= wins over the lan_code cookie and the org default", () => {
    expect(resolveLocale({ query: "fr-FR", cookie: "es-ES", orgDefault: "de-DE" })).toBe("fr-FR");
  });
  it("the lan_code cookie wins over the org default", () => {
    expect(resolveLocale({ cookie: "es-ES", orgDefault: "de-DE" })).toBe("es-ES");
  });
  it("the org default applies when the visitor chose nothing", () => {
    expect(resolveLocale({ orgDefault: "de-DE" })).toBe("de-DE");
  });
  it("unknown or hostile values fall through to the next source", () => {
    expect(resolveLocale({ query: "<script>", cookie: "xx-YY", orgDefault: "zz" })).toBe("en-US");
  });
  it("accepts short and differently cased forms", () => {
    expect(matchLocale("ES")).toBe("es-ES");
    expect(matchLocale("pt_br")).toBe("pt-BR");
    expect(matchLocale("ar")).toBe("ar-SA");
  });
  it("Arabic lays out right-to-left, the rest left-to-right", () => {
    expect(directionOf("ar-SA")).toBe("rtl");
    expect(directionOf("en-US")).toBe("ltr");
  });
});

describe("currency resolution — SPEC §9 'The currency_code cookie selects the currency'", () => {
  const known = ["USD", "EUR", "GBP"];
  it("uses the cookie when it names an active currency", () => {
    expect(resolveCurrency("eur", known)).toBe("EUR");
  });
  it("'Defaults: currency USD' when the cookie is missing or unknown", () => {
    expect(resolveCurrency(undefined, known)).toBe("USD");
    expect(resolveCurrency("XXX", known)).toBe("USD");
  });
  it("an organisation's default currency applies before USD", () => {
    expect(resolveCurrency(undefined, known, "GBP")).toBe("GBP");
  });
});
